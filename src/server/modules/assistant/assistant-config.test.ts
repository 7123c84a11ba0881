import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('the assistant settings', () => {
  it('default to the embedded assistant, which needs nothing', () => {
    expect(loadConfig({}).ASSISTANT_PROVIDER).toBe('embedded');
  });

  it('refuse an external provider without what it needs, naming the variables and never a value', () => {
    expect(() => loadConfig({ ASSISTANT_PROVIDER: 'coze', ASSISTANT_TOKEN: 'sk-secret-value' })).toThrow(
      /ASSISTANT_PROVIDER=coze needs ASSISTANT_BASE_URL, ASSISTANT_BOT_ID/,
    );
    expect(() => loadConfig({ ASSISTANT_PROVIDER: 'coze', ASSISTANT_TOKEN: 'sk-secret-value' })).not.toThrow(/sk-secret-value/);
    expect(() => loadConfig({ ASSISTANT_PROVIDER: 'openai', ASSISTANT_BASE_URL: 'http://127.0.0.1:1' })).toThrow(/needs ASSISTANT_MODEL/);
  });

  it('accept a complete Coze setting', () => {
    const config = loadConfig({
      ASSISTANT_PROVIDER: 'coze',
      ASSISTANT_BASE_URL: 'https://api.coze.com',
      ASSISTANT_TOKEN: 'pat_x',
      ASSISTANT_BOT_ID: '7',
      ASSISTANT_STREAM: 'off',
    });
    expect(config.ASSISTANT_STREAM).toBe('off');
  });
});
