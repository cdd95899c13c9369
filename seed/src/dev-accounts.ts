import { ensureEditor } from '@starshelf/cms/catalogue';
import { ensureDevMember } from '@starshelf/community-api/seeding';
import type { Role } from '@starshelf/contract';
import type { Pool } from 'pg';

import type { DevAccountsConfig } from './config.js';

const firstNames: Record<Role, string> = {
  NORMAL_USER: 'Nora',
  POWER_USER: 'Paul',
  GOLDEN_USER: 'Greta',
  SUPER_USER: 'Sam',
};

export interface DevAccountLine {
  kind: string;
  email: string;
  password: string;
  isCreated: boolean;
}

/** One member per role and the CMS editor; existing accounts are left as they are. */
export async function ensureDevAccounts(communityPool: Pool, config: DevAccountsConfig): Promise<DevAccountLine[]> {
  const lines: DevAccountLine[] = [];
  for (const member of config.members) {
    const { isCreated } = await ensureDevMember(communityPool, {
      email: member.email,
      password: config.memberPassword,
      role: member.role,
      firstName: firstNames[member.role],
    });
    lines.push({ kind: member.role, email: member.email, password: config.memberPassword, isCreated });
  }
  const editor = await ensureEditor({ email: config.editorEmail, password: config.editorPassword, name: 'Editor' });
  lines.push({ kind: 'CMS editor', email: config.editorEmail, password: config.editorPassword, isCreated: editor.isCreated });
  return lines;
}

export function formatDevAccounts(lines: DevAccountLine[]): string {
  const width = Math.max(...lines.map((l) => l.kind.length));
  return [
    'Development accounts (NODE_ENV is not production):',
    ...lines.map((l) => `  ${l.kind.padEnd(width)}  ${l.email}  ${l.password}${l.isCreated ? '  (created)' : '  (existed already: its password was not changed)'}`),
  ].join('\n');
}
