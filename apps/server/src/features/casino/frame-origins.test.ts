// Proves which origin a launch template allows in the game frame.
import { describe, expect, it } from 'vitest';
import { launchTemplateOrigin } from './frame-origins.js';

describe('launchTemplateOrigin', () => {
  it('is the template’s scheme, host and port, whatever placeholders follow', () => {
    expect(launchTemplateOrigin('https://games.example.com/launch?token={token}&g={game}')).toBe(
      'https://games.example.com',
    );
    expect(launchTemplateOrigin('http://10.0.0.5:8080/{lobby}/play/{token}')).toBe(
      'http://10.0.0.5:8080',
    );
  });

  it('is none for a template that is not a web address', () => {
    expect(launchTemplateOrigin('javascript:alert({token})')).toBeUndefined();
    expect(launchTemplateOrigin('not a url {token}')).toBeUndefined();
  });
});
