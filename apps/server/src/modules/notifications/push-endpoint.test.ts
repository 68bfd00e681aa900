import { describe, expect, it } from 'vitest';
import { pushEndpointProblem } from './push-endpoint';

describe('pushEndpointProblem', () => {
  it('accepts the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ]) {
      expect(pushEndpointProblem(endpoint, undefined), endpoint).toBeUndefined();
    }
  });

  it('refuses anything our server should not POST to: other hosts, look-alikes, plain http, ports, credentials, internal addresses', () => {
    for (const endpoint of [
      'https://evil.example/collect',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.attacker.net/x',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pass@fcm.googleapis.com/x',
      'http://127.0.0.1:8080/push',
      'http://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'not a url',
    ]) {
      expect(pushEndpointProblem(endpoint, undefined), endpoint).toBeDefined();
    }
  });

  it('with PUSH_SERVICE_ORIGINS, accepts exactly those origins and nothing else', () => {
    const allowed = ['http://127.0.0.1:9999'];
    expect(pushEndpointProblem('http://127.0.0.1:9999/push/a', allowed)).toBeUndefined();
    expect(pushEndpointProblem('http://127.0.0.1:9998/push/a', allowed)).toBeDefined();
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', allowed)).toBeDefined();
  });
});
