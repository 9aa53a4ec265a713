/** The answer of a successful sign-in (POST /api/login, and signup's sign-in after it) in tests. */
export function loginAnswerFixture(username: string, remoteId: number, tokenNumber: number) {
  return {
    message: 'Login successful',
    token: `token-${tokenNumber}`,
    remote_id: remoteId,
    username,
    exchange: [{ token: `exchange-${tokenNumber}` }],
  };
}
