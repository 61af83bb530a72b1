import { MOD_ID_FLAGS, type FlagName, type ModIdName } from '../generated/mod-ids.ts';
import type { WhitelabelNode } from '../generated/types.ts';

/** Typed booleans, one per known module: the only reader of the whitelabel tree. */
export type Flags = Record<FlagName, boolean>;

/** Every known module off: the state of a module missing from the tree. */
export function allFlagsOff(): Flags {
  return Object.fromEntries(Object.values(MOD_ID_FLAGS).map((flag) => [flag, false])) as Flags;
}

/**
 * Flatten the tree (every node at every depth) into typed flags, enabled === "1".
 * A child under a disabled parent is off too: switching a module off switches off what it contains.
 */
export function flattenFlags(root: WhitelabelNode): Flags {
  const flags = allFlagsOff();
  const walk = (node: WhitelabelNode, parentOn: boolean): void => {
    const on = parentOn && node.enabled === '1';
    const flag = MOD_ID_FLAGS[node.modId as ModIdName] as FlagName | undefined;
    if (flag) flags[flag] = on;
    for (const child of node.childrenNodes ?? []) walk(child, on);
  };
  walk(root, true);
  return flags;
}

/** Module ids in a tree that the engine does not know (the schema rejects them too; this names them). */
export function unknownModIds(root: WhitelabelNode): string[] {
  const out: string[] = [];
  const walk = (n: WhitelabelNode): void => {
    if (!(n.modId in MOD_ID_FLAGS)) out.push(n.modId);
    n.childrenNodes?.forEach(walk);
  };
  walk(root);
  return out;
}
