// A bot saved and started through the API, as the bot form and list do (the legal notice confirmed).
import { expectCode } from './accounts.ts';
import type { TestClient } from './start-test-server.ts';

export async function startBot(
  client: TestClient,
  market: { web: string; yenUnit1: string; yenUnit2: string },
  kind: string,
  params: Record<string, unknown>,
): Promise<{ id: number }> {
  const saved = expectCode(
    await client.call<{ robot: { id: number } }>('/Api/Robot/save_robot', { ...market, web_type: 1, kind, params }),
    1000,
  ).data.robot;
  expectCode(await client.call('/Api/Robot/start_robot', { id: saved.id, legal_confirmed: true }), 1000);
  return saved;
}
