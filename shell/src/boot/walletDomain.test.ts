import type { verifyPaymentDomain } from '@store/shared';
import { verifyWalletDomain } from './walletDomain';

const mockVerify = jest.fn<ReturnType<typeof verifyPaymentDomain>, [string]>();

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
  };
}

describe('wallet domain verification at start-up (SPEC §1, §7)', () => {
  beforeEach(() => mockVerify.mockReset());

  it('registers the host once per session', async () => {
    mockVerify.mockResolvedValue({ success: true });
    const storage = memoryStorage();
    await expect(verifyWalletDomain('shop.example.com', storage, mockVerify)).resolves.toBe(true);
    await expect(verifyWalletDomain('shop.example.com', storage, mockVerify)).resolves.toBe(true);
    expect(mockVerify).toHaveBeenCalledTimes(1);
    expect(mockVerify).toHaveBeenCalledWith('shop.example.com');
  });

  it('asks again for another host and after a refusal', async () => {
    const storage = memoryStorage();
    mockVerify.mockResolvedValueOnce({ success: false }).mockResolvedValue({ success: true });
    await expect(verifyWalletDomain('a.example.com', storage, mockVerify)).resolves.toBe(false);
    await expect(verifyWalletDomain('a.example.com', storage, mockVerify)).resolves.toBe(true);
    await expect(verifyWalletDomain('b.example.com', storage, mockVerify)).resolves.toBe(true);
    expect(mockVerify).toHaveBeenCalledTimes(3);
  });

  it('a failed call leaves the store running and is tried next session', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockVerify.mockRejectedValue(new TypeError('Failed to fetch'));
    const storage = memoryStorage();
    await expect(verifyWalletDomain('shop.example.com', storage, mockVerify)).resolves.toBe(false);
    expect(storage.getItem('wallet_domain_verified')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('works without session storage', async () => {
    mockVerify.mockResolvedValue({ success: true });
    await expect(verifyWalletDomain('shop.example.com', null, mockVerify)).resolves.toBe(true);
  });
});
