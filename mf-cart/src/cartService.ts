import type { CartServiceModule } from '@store/shared';

export const startCartService: CartServiceModule['startCartService'] = () => ({ stop() {} });
