/**
 * /dashboard/campaigns/select (spec product.md §2): choose how to
 * plan a campaign — by budget, from a package, or unit by unit (manual) —
 * which opens the editor at /dashboard/campaigns/{type}.
 */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { CAMPAIGN_TYPES, type CampaignType } from '#src/domain/steps.ts';
import { useCampaignTypeLabels } from './campaigns-page.tsx';

function Description({ type }: { type: CampaignType }) {
  switch (type) {
    case 'budget':
      return (
        <Trans>
          Say how much you want to invest; split it by country and media type and let the platform suggest units.
        </Trans>
      );
    case 'package':
      return <Trans>Start from a package of units sold together at one price.</Trans>;
    case 'manual':
      return <Trans>Choose every unit yourself on the map, with your dates.</Trans>;
  }
}

export function SelectCampaignTypePage() {
  const labels = useCampaignTypeLabels();
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>New campaign</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>How do you want to plan it?</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" as="ul" listStyleType="none">
        {CAMPAIGN_TYPES.map((type) => (
          <Box as="li" key={type}>
            <Link
              to="/dashboard/campaigns/$type"
              params={{ type }}
              style={{ display: 'block', height: '100%' }}
              data-testid={`campaign-type-${type}`}
            >
              <Box
                p="5"
                borderWidth="1px"
                borderRadius="lg"
                h="full"
                _hover={{ borderColor: 'colorPalette.solid', bg: 'bg.subtle' }}
              >
                <Text fontWeight="semibold" fontSize="lg">
                  {labels[type]}
                </Text>
                <Text color="fg.muted" mt="1">
                  <Description type={type} />
                </Text>
              </Box>
            </Link>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
