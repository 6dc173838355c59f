/**
 * Who sells to a customer (product.md §3 "shared access, salesman assignment"; api-catalogue.md POST
 * /{id}/share-customer, PUT /customers/{id}/new-salesman/{memberId}): for staff, the customer's salesman and its
 * workgroup's admins (`may.reassign`). The seller is chosen among the members of the caller's workgroups; sharing
 * lets that seller read the customer too, a new salesman replaces the current ones. Both change who reaches the
 * customer, so they need the server now (OnlineAction: disabled offline, saying so).
 */
import { useState } from 'react';
import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { useCustomerActions, useMyWorkgroups, useWorkgroupMembers } from '../api/customers.ts';

export function CustomerReassign({ customer }: { customer: { id: number; name: string } }) {
  const { t } = useLingui();
  const groups = useMyWorkgroups();
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const chosenGroup = groupId ?? groups.value?.[0]?.id;
  const members = useWorkgroupMembers(chosenGroup);
  const [memberId, setMemberId] = useState('');
  const actions = useCustomerActions();
  const member = members.value?.find((m) => String(m.id) === memberId);
  return (
    <Stack as="section" gap="3" aria-labelledby="customer-reassign-h" p="3" borderWidth="1px" borderRadius="md">
      <Heading as="h2" size="md" id="customer-reassign-h">
        <Trans>Share or give a new salesman</Trans>
      </Heading>
      {groups.value?.length === 0 ? (
        <Text color="fg.muted">
          <Trans>You are in no workgroup: the sellers to choose from are the members of your workgroups.</Trans>
        </Text>
      ) : (
        <HStack gap="3" wrap="wrap" align="end">
          <SelectField
            id="reassign-workgroup"
            label={<Trans>Workgroup</Trans>}
            value={chosenGroup ? String(chosenGroup) : ''}
            onChange={(value) => {
              setGroupId(Number(value));
              setMemberId('');
            }}
            options={(groups.value ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
          />
          <SelectField
            id="reassign-member"
            label={<Trans>Seller</Trans>}
            value={memberId}
            onChange={setMemberId}
            options={[
              { value: '', label: t`Choose…` },
              ...(members.value ?? []).map((m) => ({ value: String(m.id), label: `${m.name} (${m.email})` })),
            ]}
          />
        </HStack>
      )}
      <HStack gap="3" wrap="wrap" align="start">
        <OnlineAction
          disabled={!member}
          run={() => actions.share(customer.id, member!.id)}
          done={member ? t`${customer.name} is shared with ${member.name}.` : null}
        >
          <Trans>Share</Trans>
        </OnlineAction>
        <OnlineAction
          disabled={!member}
          run={() => actions.newSalesman(customer.id, member!.id)}
          done={member ? t`${member.name} is now the salesman of ${customer.name}.` : null}
        >
          <Trans>Make the salesman</Trans>
        </OnlineAction>
      </HStack>
    </Stack>
  );
}
