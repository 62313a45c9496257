export type ToastType = 'danger' | 'success';

export interface ToastOptions {
  /** ms; default 3000 */
  duration?: number;
  position?: 'top-right' | 'top';
}

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  options?: ToastOptions;
  createdAt: number;
}

export interface PreorderForm {
  fullname: string;
  email: string;
  street: string;
  street2?: string;
  city: string;
  zip: string;
  state: string;
  country: string;
  colorId: string;
  sizeId: string;
}

export interface ApiErrorItem {
  status?: number;
  code: string;
  title?: string;
  detail: string;
  source?: { pointer?: string; parameter?: string };
  /** 429 and 503 answers: how long to wait before asking again (the Retry-After header's value). */
  meta?: { retryAfterSeconds?: number };
}

export interface ApiErrorBody {
  errors: ApiErrorItem[];
}
