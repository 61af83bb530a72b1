import { describe, expect, it } from 'vitest';
import { MOD_IDS } from '../../../src/generated/mod-ids.ts';
import { allFlagsOff, flattenFlags, unknownModIds } from '../../../src/engine/flags.ts';
import type { WhitelabelNode } from '../../../src/generated/types.ts';

const tree: WhitelabelNode = {
  modId: 'ROOT',
  enabled: '1',
  childrenNodes: [
    { modId: 'FREEPLAY3', enabled: '1' },
    { modId: 'MOBILEVERCODELOGIN3', enabled: '0' },
    {
      modId: 'REG3',
      enabled: '1',
      childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: '1', childrenNodes: [{ modId: 'MOBILENUMPASSREG3', enabled: '1' }] }],
    },
    { modId: 'AGENTPOLICY3', enabled: '0', childrenNodes: [{ modId: 'RTSALARY3', enabled: '1' }] },
  ],
};

describe('whitelabel flags: the flag tree as feature flags', () => {
  it('flattens every node at every depth into a typed boolean', () => {
    const f = flattenFlags(tree);
    expect(f.freePlay).toBe(true);
    expect(f.smsLogin).toBe(false);
    expect(f.registration).toBe(true);
    expect(f.mobileRegister).toBe(true);
    expect(f.mobileRegisterPassword).toBe(true);
  });
  it('treats a module missing from the tree as off', () => {
    expect(flattenFlags(tree).forgotPasswordByPhone).toBe(false);
    expect(flattenFlags(tree).pointsMall).toBe(false);
  });
  it('switches off the children of a disabled module', () => {
    const f = flattenFlags(tree);
    expect(f.agentPolicy).toBe(false);
    expect(f.realTimeSalaryContract).toBe(false);
  });
  it('has one flag per known modId, including the module switches the issue names', () => {
    const flags = Object.keys(allFlagsOff());
    expect(flags).toHaveLength(Object.keys(MOD_IDS).length);
    for (const id of ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3', 'UPDATEMOBILEICC3', 'DISABLEDMOBILEICC3', 'PTSYS3', 'MANUALREBATE3',
      'REFERRAL3', 'VIP3', 'AGENTPOLICY3', 'CBS3', 'SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'])
      expect(MOD_IDS).toHaveProperty(id);
  });
  it('names unknown modIds', () => {
    expect(unknownModIds({ modId: 'ROOT', enabled: '1', childrenNodes: [{ modId: 'FREEPLAY4', enabled: '1' } as never] })).toEqual([
      'FREEPLAY4',
    ]);
  });
});
