/**
 * The frame of every workgroup and workspace screen (product.md §2 "workgroup list", "workgroup … members/{id?}",
 * workspaces; §6 gate `workgroup.*`): the page's one h1, the caller's workgroups (`GET /client/work-groups-members`,
 * kept on the device: offline it shows the last answer and says from when), a chooser when it is in several (the
 * choice is remembered on the device for the other screens), and the chosen workgroup with the caller's role there
 * for the screen's body. Someone in no workgroup is told so.
 */
import { useId, useState, type ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { useMyWorkgroups, type MyWorkgroup } from '../api/workgroups.ts';
import { ROLE_LABELS } from '../model/labels.ts';

/** Where the chosen workgroup is remembered between screens. */
const CHOSEN_KEY = 'pauta.workgroup';

function remembered(): number | undefined {
  try {
    const n = Number(globalThis.localStorage?.getItem(CHOSEN_KEY));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
}

function remember(id: number) {
  try {
    globalThis.localStorage?.setItem(CHOSEN_KEY, String(id));
  } catch {
    // private mode: the choice lasts for this screen only
  }
}

/** The caller's role in the chosen workgroup, in words. */
function MyRole({ workgroup }: { workgroup: MyWorkgroup }) {
  const { t, i18n } = useLingui();
  const name = workgroup.name;
  const role = i18n._(ROLE_LABELS[workgroup.role]);
  return (
    <Text color="fg.muted" data-testid="my-role">
      {t`Your role in ${name}: ${role}`}
    </Text>
  );
}

/** The chosen workgroup and whether the caller administers it. */
export interface Chosen {
  workgroup: MyWorkgroup;
  admin: boolean;
}

/**
 * The page frame (module doc).
 * @param title the h1
 * @param heading replaces the h1 once the workgroup is known (e.g. a member's name); default `title`
 * @param children the screen's body for the chosen workgroup
 */
export function WorkgroupFrame(props: {
  title: string;
  heading?: (chosen: Chosen) => ReactNode;
  children: (chosen: Chosen) => ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const read = useMyWorkgroups();
  const [choice, setChoice] = useState<number | undefined>(remembered);
  const list = read.value ?? [];
  const workgroup = list.find((w) => w.id === choice) ?? list[0];
  const chosen = workgroup ? { workgroup, admin: workgroup.role === 'admin' } : undefined;
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {chosen && props.heading ? props.heading(chosen) : props.title}
      </Heading>
      <ReadState read={read} what={t`your workgroups`} />
      {read.value && list.length === 0 && (
        <Text role="status" color="fg.muted" data-testid="no-workgroup">
          <Trans>You are not in any workgroup yet. An administrator of one can invite you.</Trans>
        </Text>
      )}
      {list.length > 1 && (
        <SelectField
          id={`${id}-workgroup`}
          label={<Trans>Workgroup</Trans>}
          value={String(workgroup?.id ?? '')}
          onChange={(value) => {
            setChoice(Number(value));
            remember(Number(value));
          }}
          options={list.map((w) => ({ value: String(w.id), label: w.name }))}
        />
      )}
      {chosen && <MyRole workgroup={chosen.workgroup} />}
      {chosen && props.children(chosen)}
    </Stack>
  );
}
