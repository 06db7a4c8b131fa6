import { describe, expect, it } from 'vitest';
import { DEV_PORTS, defaultRemoteEntry, devRemoteEntries, REMOTE_NAMES, REMOTES, remoteEntryVariable } from './remotes';

describe('the remote list', () => {
  it('names every remote once, in order, with its own dev port', () => {
    expect(REMOTE_NAMES).toEqual(['portal', 'member', 'institution', 'admin']);
    const ports = [DEV_PORTS.shell, DEV_PORTS.api, ...REMOTE_NAMES.map((name) => REMOTES[name].devPort)];
    expect(new Set(ports).size).toBe(ports.length);
    expect(DEV_PORTS).toMatchObject({ shell: 5100, api: 8080, portal: 5101, member: 5102, institution: 5103, admin: 5104 });
  });

  it('derives the service variable, the one-origin entry and the dev entry of a remote', () => {
    expect(remoteEntryVariable('institution')).toBe('REMOTE_INSTITUTION_URL');
    expect(defaultRemoteEntry('member')).toBe('/remotes/member/remoteEntry.js');
    expect(devRemoteEntries()).toEqual({
      portal: 'http://localhost:5101/remoteEntry.js',
      member: 'http://localhost:5102/remoteEntry.js',
      institution: 'http://localhost:5103/remoteEntry.js',
      admin: 'http://localhost:5104/remoteEntry.js',
    });
  });
});
