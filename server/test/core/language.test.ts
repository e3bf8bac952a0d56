import { startTestApp, type TestApp } from '../harness';

/**
 * The language of server messages (issue 10): the explicit choice (`lang` cookie), then the page's
 * language (X-Language, sent by the clients), then Accept-Language, then French.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LOGIN = '/apis/authentication/v1/login/';
const wrongLogin = { email: 'nobody@example.org', password: 'wrong-password' };

async function messageWith(headers: Record<string, string>) {
  let req = t.agent().post(LOGIN);
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
  return (await req.send(wrongLogin)).body.detail as string;
}

describe('message language', () => {
  it("follows the page's language over the browser's, and the explicit choice over both", async () => {
    expect(await messageWith({ 'Accept-Language': 'en-US,en;q=0.9' })).toBe('Wrong e-mail address or password');
    expect(await messageWith({ 'Accept-Language': 'en-US,en;q=0.9', 'X-Language': 'fr' })).toBe('Adresse e-mail ou mot de passe incorrect');
    expect(await messageWith({ 'Accept-Language': 'de-CH', 'X-Language': 'fr-ch' })).toBe('Adresse e-mail ou mot de passe incorrect');
    expect(await messageWith({ 'Accept-Language': 'fr', 'X-Language': 'de' })).toBe('E-Mail-Adresse oder Passwort falsch');
    expect(await messageWith({ 'Accept-Language': 'en', 'X-Language': 'fr', Cookie: 'lang=de' })).toBe('E-Mail-Adresse oder Passwort falsch');
    expect(await messageWith({})).toBe('Adresse e-mail ou mot de passe incorrect');
  });

  it('applies to GraphQL errors too', async () => {
    const res = await t
      .agent()
      .post('/graphql')
      .set('Accept-Language', 'en')
      .set('X-Language', 'fr')
      .send({ query: 'mutation($i: LoginInput!) { login(input: $i) { id } }', variables: { i: wrongLogin } });
    expect(res.body.errors[0].message).toBe('Adresse e-mail ou mot de passe incorrect');
  });
});
