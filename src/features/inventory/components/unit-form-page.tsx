/**
 * /dashboard/units/create and /dashboard/units/{id}/edit (product.md §2, §4 inventory and creative approval): a unit's
 * data — title, media type, size, address and position (click the map),
 * side, direction, traffic, schedule, prices in the country's currency, spots, images and
 * free attributes.
 *
 * Saving needs the server (it gives the id and checks the data), so it is an
 * online action, not an outbox mutation: a refused save shows the first
 * message of the first field (spec §8) as a notice and under that field;
 * without a connection it says so plainly. Either way the form keeps every
 * value typed. A saved unit is written into the units mirror at once (the
 * list shows it) and the page goes to the unit.
 */
import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#src/api/errors.ts';
import { TRAFFIC_DIRECTIONS, UNIT_DIRECTIONS, UNIT_SIDES, UNIT_STATUSES } from '#src/api/contract/inventory.ts';
import { useUnsavedChanges } from '#src/lib/unsaved-changes.ts';
import { MapView } from '#src/ui/map-view.tsx';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useUnit, useUnitFormChoices, useUnitPlaces, useUnitWrites } from '../api/inventory.ts';
import {
  emptyUnitForm,
  firstFieldError,
  unitBody,
  unitFormOf,
  type UnitFormValues,
  type UnitTextField,
} from '../model/unit-form.ts';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { UnitAttributesField, UnitImagesField } from './unit-form-parts.tsx';
import { useCurrencyOf } from '#src/resource/use-currency.ts';

/** A select with the field's server message under it. */
function Choice(props: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  error?: string | undefined;
}) {
  return (
    <Box>
      <SelectField
        id={props.id}
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        options={props.options}
        minW="0"
      />
      {props.error && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {props.error}
        </Text>
      )}
    </Box>
  );
}

/** Select options of id/name rows after a blank choice. */
const options = (list: readonly { id: number; name: string }[], blank: string) => [
  { value: '', label: blank },
  ...list.map((x) => ({ value: String(x.id), label: x.name })),
];

export function UnitForm({ id, initial }: { id?: number | undefined; initial: UnitFormValues }) {
  const { t } = useLingui();
  const writes = useUnitWrites();
  const navigate = useNavigate();
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [offline, setOffline] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [saved, setSaved] = useState(false);
  useUnsavedChanges(!saved && values !== initial);
  const sizes = useUnitFormChoices();
  const places = useUnitPlaces(Number(values.text.country_id) || 0, Number(values.text.state_id) || 0);
  const currency = useCurrencyOf()(Number(values.text.country_id) || undefined);

  const text = values.text;
  const set = (field: UnitTextField) => (value: string) =>
    setValues((v) => ({ ...v, text: { ...v.text, [field]: value } }));
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  const input = (
    field: UnitTextField,
    label: string,
    extra: { type?: 'number'; required?: boolean; maxLength?: number; hint?: string } = {},
  ) => (
    <TextInput
      label={label}
      name={field}
      value={text[field]}
      onChange={set(field)}
      error={errorOf(field)}
      required={extra.required}
      type={extra.type}
      maxLength={extra.maxLength}
      hint={extra.hint}
    />
  );
  const lat = Number(text.lat);
  const lng = Number(text.lng);
  const hasPoint = text.lat.trim() !== '' && text.lng.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng);
  const sideLabels: Record<string, string> = { A: t`Side A`, B: t`Side B` };
  const trafficLabels: Record<string, string> = { ida: t`Outbound`, vuelta: t`Inbound`, ambos: t`Both ways` };
  const statusLabels: Record<string, string> = { active: t`Active`, inactive: t`Inactive` };

  const addImages = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      setUploading((n) => n + 1);
      try {
        const image = await writes.uploadImage(file);
        setValues((v) => ({ ...v, images: [...v.images, image] }));
      } catch (e) {
        notifyError(e);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const save = async () => {
    setSaving(true);
    setOffline(false);
    setError(null);
    try {
      const unit = await writes.save(id, unitBody(values));
      setSaved(true);
      notifySuccess(id === undefined ? t`Unit created.` : t`Unit saved.`);
      await navigate({ to: '/dashboard/units/$id', params: { id: unit.id } });
    } catch (e) {
      if (e instanceof ApiError && e.isNetwork) setOffline(true);
      else {
        const first = e instanceof ApiError ? firstFieldError(e.errors) : undefined;
        setError(first ?? null);
        notifyError(e);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="5" maxW="4xl">
        <Heading as="h1" size="2xl">
          {id === undefined ? <Trans>New unit</Trans> : <Trans>Edit unit</Trans>}
        </Heading>
        {offline && (
          <Box role="alert" p="3" borderWidth="1px" borderColor="border.warning" bg="bg.warning" borderRadius="md">
            <Text fontWeight="medium">
              <Trans>Saving a unit needs a connection.</Trans>
            </Text>
            <Text fontSize="sm">
              <Trans>Nothing you typed is lost: save again when the device is back online.</Trans>
            </Text>
          </Box>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {input('title', t`Title`, { required: true, maxLength: 200 })}
          {input('sku', t`SKU`, { maxLength: 60, hint: t`Generated when left blank` })}
          <Choice
            id={`${formId}-media`}
            label={<Trans>Media type</Trans>}
            value={text.media_type_id}
            onChange={set('media_type_id')}
            options={options(places.mediaTypes, t`Choose a media type`)}
            error={errorOf('media_type_id')}
          />
          <Choice
            id={`${formId}-size`}
            label={<Trans>Unit type and size</Trans>}
            value={text.unit_type_id}
            onChange={set('unit_type_id')}
            options={[
              { value: '', label: sizes.state === 'offline' ? t`Sizes need a connection` : t`No size` },
              ...(sizes.state === 'ready' ? sizes.value : []).map((s) => ({
                value: String(s.id),
                label: `${s.name} (${s.width} × ${s.height} ${s.measure_unit})`,
              })),
            ]}
            error={errorOf('unit_type_id')}
          />
        </SimpleGrid>

        <Stack gap="3">
          <Heading as="h2" size="md">
            <Trans>Place</Trans>
          </Heading>
          {input('address', t`Address`, { required: true, maxLength: 300 })}
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Choice
              id={`${formId}-country`}
              label={<Trans>Country</Trans>}
              value={text.country_id}
              onChange={(v) =>
                setValues((x) => ({ ...x, text: { ...x.text, country_id: v, state_id: '', city_id: '' } }))
              }
              options={options(places.countries, t`Choose a country`)}
              error={errorOf('country_id')}
            />
            <Choice
              id={`${formId}-state`}
              label={<Trans>State</Trans>}
              value={text.state_id}
              onChange={(v) => setValues((x) => ({ ...x, text: { ...x.text, state_id: v, city_id: '' } }))}
              options={options(places.states, t`Choose a state`)}
              error={errorOf('state_id')}
            />
            <Choice
              id={`${formId}-city`}
              label={<Trans>City</Trans>}
              value={text.city_id}
              onChange={set('city_id')}
              options={options(places.cities, t`Choose a city`)}
              error={errorOf('city_id')}
            />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            <Trans>Click the map to place the unit, or type its latitude and longitude.</Trans>
          </Text>
          <MapView
            height="280px"
            label={{ map: t`Unit position`, you: t`Your position` }}
            points={hasPoint ? [{ id: 0, lat, lng, label: text.title || t`New unit` }] : []}
            onPick={(la, ln) =>
              setValues((v) => ({ ...v, text: { ...v.text, lat: la.toFixed(6), lng: ln.toFixed(6) } }))
            }
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {input('lat', t`Latitude`, { required: true })}
            {input('lng', t`Longitude`, { required: true })}
          </SimpleGrid>
        </Stack>

        <Stack gap="3">
          <Heading as="h2" size="md">
            <Trans>Visibility</Trans>
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Choice
              id={`${formId}-side`}
              label={<Trans>Side</Trans>}
              value={text.side}
              onChange={set('side')}
              options={UNIT_SIDES.map((s) => ({ value: s, label: sideLabels[s] ?? s }))}
              error={errorOf('side')}
            />
            <Choice
              id={`${formId}-direction`}
              label={<Trans>Direction</Trans>}
              value={text.direction}
              onChange={set('direction')}
              options={UNIT_DIRECTIONS.map((d) => ({ value: d, label: d }))}
              error={errorOf('direction')}
            />
            <Choice
              id={`${formId}-traffic`}
              label={<Trans>Traffic direction</Trans>}
              value={text.traffic_direction}
              onChange={set('traffic_direction')}
              options={TRAFFIC_DIRECTIONS.map((d) => ({ value: d, label: trafficLabels[d] ?? d }))}
              error={errorOf('traffic_direction')}
            />
            {input('daily_traffic', t`Daily traffic (people a day)`, { type: 'number', required: true })}
            {input('schedule', t`Schedule`, { required: true, maxLength: 60, hint: t`For example 06:00–24:00` })}
            {input('spots', t`Spots`, { type: 'number' })}
          </SimpleGrid>
        </Stack>

        <Stack gap="3">
          <Heading as="h2" size="md">
            {currency ? <Trans>Prices ({currency})</Trans> : <Trans>Prices</Trans>}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {input('price', t`Price per day`, { type: 'number', required: true })}
            {input('print_price', t`Print price`, { type: 'number', required: true })}
            {input('min_price', t`Minimum price per day`, { type: 'number', required: true })}
            {input('min_print_price', t`Minimum print price`, { type: 'number', required: true })}
          </SimpleGrid>
          <Choice
            id={`${formId}-status`}
            label={<Trans>Status</Trans>}
            value={text.status}
            onChange={set('status')}
            options={UNIT_STATUSES.map((s) => ({ value: s, label: statusLabels[s] ?? s }))}
            error={errorOf('status')}
          />
        </Stack>

        <UnitImagesField
          id={`${formId}-images`}
          images={values.images}
          uploading={uploading}
          error={errorOf('image_ids')}
          onAdd={(files) => void addImages(files)}
          onRemove={(imageId) => setValues((v) => ({ ...v, images: v.images.filter((i) => i.id !== imageId) }))}
        />
        <UnitAttributesField
          attributes={values.attributes}
          error={errorOf('attributes')}
          onChange={(update) => setValues((v) => ({ ...v, attributes: update(v.attributes) }))}
        />

        <HStack gap="2">
          <Button
            type="submit"
            colorPalette="brand"
            loading={saving}
            loadingText={<Trans>Save</Trans>}
            disabled={uploading > 0}
          >
            <Trans>Save</Trans>
          </Button>
          <Button variant="ghost" asChild>
            {id === undefined ? (
              <Link to="/dashboard/units">
                <Trans>Cancel</Trans>
              </Link>
            ) : (
              <Link to="/dashboard/units/$id" params={{ id: id }}>
                <Trans>Cancel</Trans>
              </Link>
            )}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** /dashboard/units/create, or /dashboard/units/{id}/edit with the unit read from the server first. */
export function UnitFormPage({ id }: { id?: number | undefined }) {
  const [blank] = useState(emptyUnitForm);
  if (id === undefined) return <UnitForm initial={blank} />;
  return <EditUnit id={id} />;
}

function EditUnit({ id }: { id: number }) {
  const { t } = useLingui();
  const read = useUnit(id);
  if (read.state !== 'ready') return <ReadState read={read} what={t`the unit`} />;
  return <UnitForm key={id} id={id} initial={unitFormOf(read.value)} />;
}
