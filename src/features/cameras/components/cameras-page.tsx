/**
 * `/dashboard/cameras` (issue 20; product.md §2 dashboard cameras; api-catalogue.md Campaigns "GET live-feed/{id}"):
 * the cameras watching digital units, campaign by campaign. The spec has no call listing cameras, only a campaign's
 * live feed, so the screen first chooses a campaign — searched on the server among the campaigns the account
 * reaches (GET /client/campaigns; a provider: its own campaigns, GET /provider/campaigns) — then shows its feed
 * (live-feed-view.tsx). The chosen campaign is in the address (`?campaign=`), so a feed can be shared and reopened,
 * and opens offline from what the device kept.
 */
import { useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { useCampaignChoices } from '../api/campaign-choices.ts';
import { LiveFeedView } from './live-feed-view.tsx';

function CampaignChooser({ onChoose }: { onChoose: (id: number) => void }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const read = useCampaignChoices(search);
  return (
    <Stack gap="3" as="section" aria-labelledby="cameras-choose">
      <Heading as="h2" size="md" id="cameras-choose">
        <Trans>Choose a campaign</Trans>
      </Heading>
      <SearchBox label={t`Search campaigns`} name="campaign-search" onSearch={setSearch} />
      <ReadState read={read} what={t`the campaigns`} />
      {read.value?.length === 0 && (
        <Text color="fg.muted">
          <Trans>No campaign matches.</Trans>
        </Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {read.value?.map((c) => (
          <HStack
            as="li"
            key={c.id}
            justify="space-between"
            gap="3"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            wrap="wrap"
          >
            <Stack gap="0">
              <Text fontWeight="medium">{c.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {c.detail}
              </Text>
            </Stack>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onChoose(c.id)}
              aria-label={t`See the cameras of ${c.name}`}
            >
              <Trans>See cameras</Trans>
            </Button>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

/** The cameras screen (see module doc). @param campaign the chosen campaign's id (`?campaign=`), if any */
export function CamerasPage({ campaign }: { campaign?: number | undefined }) {
  const navigate = useNavigate();
  const choose = (id: number | undefined) =>
    void navigate({ to: '/dashboard/cameras', search: id === undefined ? {} : { campaign: id } });
  return (
    <Stack gap="6" maxW="6xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Cameras</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Stills from the cameras that watch the digital screens of a campaign.</Trans>
        </Text>
      </Stack>
      {campaign === undefined ? (
        <CampaignChooser onChoose={choose} />
      ) : (
        <Stack gap="4">
          <Button alignSelf="start" variant="ghost" onClick={() => choose(undefined)}>
            <Trans>Choose another campaign</Trans>
          </Button>
          <LiveFeedView campaignId={campaign} />
        </Stack>
      )}
    </Stack>
  );
}
