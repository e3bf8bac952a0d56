import { useMutation, useQuery } from '@apollo/client/react';
import {
  BASE_ATTRIBUTE_SIGNUP_FIELDS,
  INTERFACE_LANGUAGES,
  decodeAnswer,
  encodeAnswer,
  volunteerProfileSchema,
  type AnswerValue,
  type AttributeValueTypeName,
  type BaseAttributeName,
  type RegistrationFormDefinition,
} from '@benevo/schema';
import { ConfirmModal, FormError, formatDate, QueryError, SelectField, SubmitButton, TextField, toast, useFormSubmit, useMutationAction, validateWith, wrappingButtonStyles } from '@benevo/ui';
import { Alert, Button, Card, Divider, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MyProfileDocument,
  RequestMyDeletionDocument,
  UpdateMyProfileDocument,
  type MyProfileFieldsFragment,
  type MyProfileInput,
} from '../../gql/graphql';
import { RotateLinkCard } from '../access/RotateLinkCard';
import { AnswerField } from './AnswerField';

type Profile = MyProfileFieldsFragment;


export interface ProfileValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  town: string;
  postcode: string;
  country: string;
  bornDate: string;
  language: string;
  /** attribute id -> answer as the form holds it */
  answers: Record<string, AnswerValue | null>;
}

/** The REST door of the export (same origin); the token is the credential, as on every portal door. */
export const exportUrl = (token: string, format: 'json' | 'html') =>
  `/apis/organizer/v1/volunteers/data-export/?token=${encodeURIComponent(token)}&format=${format}`;

/** The profile's fields as the shared schema reads a form (the server checks the same rules). */
export function profileFormOf(profile: Profile): RegistrationFormDefinition {
  return {
    fields: profile.fields.map((field) => ({
      id: field.key,
      type: field.baseAttribute ? 'base' : 'volunteer',
      attributeId: field.attributeId ?? null,
      baseAttribute: (field.baseAttribute as BaseAttributeName | null) ?? null,
      valueType: field.valueType as AttributeValueTypeName,
      label: field.label,
      description: field.description,
      isRequired: field.isRequired,
      options: field.options.map((option) => ({ id: option.id, option: option.option })),
      condition: null,
      minChoices: field.minChoices ?? null,
      maxChoices: field.maxChoices ?? null,
    })),
  };
}

const emptyAnswer = (valueType: string): AnswerValue | null => (valueType === 'enum_multiple' ? [] : valueType === 'bool' ? false : valueType === 'enum' ? null : '');

function initialValues(profile: Profile): ProfileValues {
  const stored = new Map(profile.answers.map((answer) => [answer.attributeId, answer.value]));
  const answers: ProfileValues['answers'] = {};
  for (const field of profile.fields) {
    if (!field.attributeId) continue;
    answers[field.attributeId] = decodeAnswer(field.valueType as AttributeValueTypeName, stored.get(field.attributeId)) ?? emptyAnswer(field.valueType);
  }
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    address: profile.address,
    town: profile.town,
    postcode: profile.postcode,
    country: profile.country,
    bornDate: profile.bornDate ?? '',
    language: profile.language,
    answers,
  };
}

/** What the API receives: trimmed text, an empty date as null, every attribute's answer encoded (null removes it). */
export function profileInput(profile: Profile, values: ProfileValues): MyProfileInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    address: values.address.trim(),
    town: values.town.trim(),
    postcode: values.postcode.trim(),
    country: values.country.trim(),
    bornDate: values.bornDate || null,
    language: values.language,
    answers: profile.fields
      .filter((field) => field.attributeId)
      .map((field) => ({
        attributeId: field.attributeId as string,
        value: encodeAnswer(field.valueType as AttributeValueTypeName, values.answers[field.attributeId as string] ?? undefined),
      })),
  };
}

/** The schema's input: the answers as typed, empty ones left out (as the server reads them). */
function schemaInput(values: ProfileValues) {
  const answers: Record<string, AnswerValue> = {};
  for (const [id, value] of Object.entries(values.answers)) {
    if (value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)) answers[id] = value;
  }
  return { ...values, bornDate: values.bornDate || '', answers };
}

function FixErrorsNotice() {
  const { t } = useTranslation();
  const { submitCount, isValid } = useFormikContext();
  if (submitCount === 0 || isValid) return null;
  return (
    <Text size="sm" c="red" role="alert">
      {t('portal.profile.fixErrors')}
    </Text>
  );
}

function ProfileForm({ token, profile }: { token: string; profile: Profile }) {
  const { t } = useTranslation();
  const [update] = useMutation(UpdateMyProfileDocument);
  const form = useMemo(() => profileFormOf(profile), [profile]);
  const schema = useMemo(() => volunteerProfileSchema(form), [form]);
  const required = (base: BaseAttributeName) => profile.fields.some((field) => field.baseAttribute === base && field.isRequired);
  const { onSubmit, formError } = useFormSubmit(
    (values: ProfileValues) => update({ variables: { token, input: profileInput(profile, values) } }),
    () => toast.success(t('portal.profile.saved')),
  );
  const custom = profile.fields.filter((field) => field.attributeId);
  const baseName = (base: keyof typeof BASE_ATTRIBUTE_SIGNUP_FIELDS) => BASE_ATTRIBUTE_SIGNUP_FIELDS[base];

  return (
    <Formik<ProfileValues>
      initialValues={initialValues(profile)}
      enableReinitialize
      validate={(values) => validateWith<ProfileValues>(schema, schemaInput(values))}
      validateOnBlur={false}
      onSubmit={onSubmit}
    >
      <Form noValidate aria-labelledby="profile-title">
        <Stack gap="sm">
          <TextInput label={t('portal.profile.email')} value={profile.email} readOnly variant="filled" id="profile-email" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField name="firstName" label={t('portal.profile.firstName')} required autoComplete="given-name" />
            <TextField name="lastName" label={t('portal.profile.lastName')} required autoComplete="family-name" />
          </SimpleGrid>
          <TextField
            name={baseName('phone')}
            label={t('portal.profile.phoneNumber')}
            description={t('portal.profile.phoneHint')}
            required={required('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <TextField name={baseName('address')} label={t('portal.profile.address')} required={required('address')} autoComplete="street-address" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextField name={baseName('postcode')} label={t('portal.profile.postcode')} required={required('postcode')} autoComplete="postal-code" />
            <TextField name={baseName('city')} label={t('portal.profile.town')} required={required('city')} autoComplete="address-level2" />
            <TextField name={baseName('country')} label={t('portal.profile.country')} required={required('country')} autoComplete="country-name" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField name={baseName('birthdate')} type="date" label={t('portal.profile.bornDate')} required={required('birthdate')} autoComplete="bday" />
            <SelectField
              name="language"
              label={t('portal.profile.language')}
              allowDeselect={false}
              data={INTERFACE_LANGUAGES.map((language) => ({ value: language, label: t(`portal.profile.languages.${language}`) }))}
            />
          </SimpleGrid>
          {custom.length > 0 && (
            <>
              <Divider label={t('portal.profile.questions')} labelPosition="left" />
              {custom.map((field) => (
                <AnswerField key={field.key} field={field} />
              ))}
            </>
          )}
          <FormError message={formError} />
          <FixErrorsNotice />
          <Group justify="flex-end">
            <SubmitButton>{t('portal.profile.save')}</SubmitButton>
          </Group>
        </Stack>
      </Form>
    </Formik>
  );
}

function DataCard({ token, organization }: { token: string; organization: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="profile-data">
      <Stack gap="sm">
        <Title order={2} size="h3" id="profile-data">
          {t('portal.profile.dataTitle')}
        </Title>
        <Text size="sm">{t('portal.profile.dataText', { organization })}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button component="a" href={exportUrl(token, 'json')} download variant="light" leftSection={<IconDownload size={16} aria-hidden />} styles={wrappingButtonStyles}>
            {t('portal.profile.downloadJson')}
          </Button>
          <Button component="a" href={exportUrl(token, 'html')} download variant="light" leftSection={<IconDownload size={16} aria-hidden />} styles={wrappingButtonStyles}>
            {t('portal.profile.downloadHtml')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function DeletionCard({ token, profile }: { token: string; profile: Profile }) {
  const { t } = useTranslation();
  const run = useMutationAction();
  const [requestDeletion] = useMutation(RequestMyDeletionDocument);
  const [asking, setAsking] = useState(false);
  const request = profile.deletionRequest;
  const pending = request?.status === 'pending';

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="profile-delete">
      <Stack gap="sm">
        <Title order={2} size="h3" id="profile-delete">
          {t('portal.profile.deleteTitle')}
        </Title>
        <Text size="sm">{t('portal.profile.deleteText')}</Text>
        {pending && (
          <Alert color="yellow" role="status">
            {t('portal.profile.deletePending', { date: formatDate(request.requestedAt) })}
          </Alert>
        )}
        {request?.status === 'refused' && (
          <Alert color="gray" role="status">
            {t('portal.profile.deleteRefused', { date: formatDate(request.requestedAt), reason: request.refusalReason || '—' })}
          </Alert>
        )}
        {!pending && (
          <Group>
            <Button color="red" variant="outline" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setAsking(true)} styles={wrappingButtonStyles}>
              {t('portal.profile.deleteButton')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={asking}
        title={t('portal.profile.deleteConfirmTitle')}
        text={t('portal.profile.deleteConfirmText')}
        confirmLabel={t('portal.profile.deleteConfirm')}
        danger
        onClose={() => setAsking(false)}
        onConfirm={() =>
          run(
            () =>
              requestDeletion({
                variables: { token },
                refetchQueries: [{ query: MyProfileDocument, variables: { token } }],
                awaitRefetchQueries: true,
              }),
            { success: t('portal.profile.deleteRequested') },
          )
        }
      />
    </Card>
  );
}

/**
 * The profile section of the space: my contact fields and answers (the organization's required fields
 * apply, checked here and again by the server), my data to download (JSON or a printable page), the
 * deletion request (with a confirmation; its pending or refused state), and the link rotation.
 */
export function ProfileSection({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(MyProfileDocument, { variables: { token } });

  if (!data && error) return <QueryError error={error} fallback={t('portal.profile.loadError')} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!data) return <Skeleton height={320} radius="md" aria-busy="true" />;
  const profile = data.myProfile;

  return (
    <Stack gap="md">
      <Card withBorder padding="md" radius="md" component="section">
        <Stack gap="sm">
          <Title order={2} size="h3" id="profile-title">
            {t('portal.profile.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('portal.profile.intro', { organization: profile.organizationName })}
          </Text>
          <ProfileForm token={token} profile={profile} />
        </Stack>
      </Card>
      <DataCard token={token} organization={profile.organizationName} />
      <DeletionCard token={token} profile={profile} />
      <RotateLinkCard token={token} />
    </Stack>
  );
}
