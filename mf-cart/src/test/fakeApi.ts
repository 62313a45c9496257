import type { AppDeps } from '../store/deps';

type Api = AppDeps['api'];

/** Every call of the cart's API as a mock typed as the call; each test sets the answers it needs. */
type FakeApi = { [K in keyof Api]: jest.Mock<ReturnType<Api[K]>, Parameters<Api[K]>> };

export const fakeApi = (): FakeApi => ({
  getListing: jest.fn(),
  getStoreProducts: jest.fn(),
  createCheckout: jest.fn(),
});
