import {
  BackLink,
  FormError,
  LogoField,
  PageNotLoaded,
  SelectField,
  SubmitButton,
  TextField,
  toast,
  useFormSubmit,
} from '@benevo/ui';
import { messageFor } from '@benevo/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, ColorInput, Grid, Group, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDownload, IconFiles } from '@tabler/icons-react';
import { Form, Formik, type FormikErrors, useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  BadgeAttributesDocument,
  type BadgeSize,
  type BadgeTemplateFieldsFragment,
  BadgeTemplateDocument,
  type BadgeTemplateInput,
  CreateBadgeTemplateDocument,
  UpdateBadgeTemplateDocument,
} from '../../gql/graphql';
import { BadgePreview } from '../BadgePreview';
import { useBadgesT } from '../i18n/use-badges-t';
import { DownloadBadgeModal, GenerateBadgesModal } from './PrintModals';

export interface BadgeValues {
  name: string;
  size: BadgeSize;
  /** The logo shown (its URL, or the data URL just chosen); LogoField's names. */
  logo: string | null;
  logoBase64?: string;
  primaryColor: string;
  textColor: string;
  showPhoto: boolean;
  showCategories: boolean;
  showPositions: boolean;
  showQrCode: boolean;
  attributeId: string | null;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const SIZES: BadgeSize[] = ['CARD', 'A6'];

function initialValues(template: BadgeTemplateFieldsFragment | null): BadgeValues {
  return {
    name: template?.name ?? '',
    size: template?.size ?? 'CARD',
    logo: template?.logo ?? null,
    primaryColor: template?.primaryColor ?? '#1971c2',
    textColor: template?.textColor ?? '#ffffff',
    showPhoto: template?.showPhoto ?? true,
    showCategories: template?.showCategories ?? true,
    showPositions: template?.showPositions ?? true,
    showQrCode: template?.showQrCode ?? true,
    attributeId: template?.attributeId ?? null,
  };
}

function validate(values: BadgeValues): FormikErrors<BadgeValues> {
  const errors: FormikErrors<BadgeValues> = {};
  if (!values.name.trim()) errors.name = 'validation.required';
  if (!HEX_COLOR.test(values.primaryColor)) errors.primaryColor = 'invalidColor';
  if (!HEX_COLOR.test(values.textColor)) errors.textColor = 'invalidColor';
  return errors;
}

function toInput(values: BadgeValues): BadgeTemplateInput {
  return {
    name: values.name.trim(),
    size: values.size,
    // A new data URL, '' to remove the logo, or the current path to keep it.
    logo: values.logoBase64 ?? values.logo ?? '',
    primaryColor: values.primaryColor,
    textColor: values.textColor,
    showPhoto: values.showPhoto,
    showCategories: values.showCategories,
    showPositions: values.showPositions,
    showQrCode: values.showQrCode,
    attributeId: values.attributeId,
  };
}

function SwitchInput({ name, label, description }: { name: keyof BadgeValues; label: string; description?: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return <Switch id={name} label={label} description={description} checked={field.value} onChange={(event) => void helpers.setValue(event.currentTarget.checked)} />;
}

function ColorField({ name, label, description }: { name: 'primaryColor' | 'textColor'; label: string; description: string }) {
  const { t } = useBadgesT();
  const { i18n } = useTranslation();
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched && meta.error ? (meta.error === 'invalidColor' ? t('editor.invalidColor') : messageFor(i18n.language, meta.error)) : undefined;
  return (
    <ColorInput
      id={name}
      label={label}
      description={description}
      format="hex"
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      error={error}
      required
    />
  );
}

/** The preview follows the form as it is typed, with a made-up volunteer. */
function FormPreview({ attributeNames }: { attributeNames: Map<string, string> }) {
  const { t } = useBadgesT();
  const { values } = useFormikContext<BadgeValues>();
  const attributeName = values.attributeId ? attributeNames.get(values.attributeId) : undefined;
  return (
    <Stack gap="xs" align="center">
      <BadgePreview
        size={values.size}
        logo={values.logo}
        primaryColor={HEX_COLOR.test(values.primaryColor) ? values.primaryColor : '#1971c2'}
        textColor={HEX_COLOR.test(values.textColor) ? values.textColor : '#ffffff'}
        showPhoto={values.showPhoto}
        showCategories={values.showCategories}
        showPositions={values.showPositions}
        showQrCode={values.showQrCode}
        label={t('preview.label')}
        logoAlt={t('preview.logoAlt')}
        photoAlt={t('preview.photoAlt')}
        qrLabel={t('preview.qrLabel')}
        volunteer={{
          firstName: t('preview.firstName'),
          lastName: t('preview.lastName'),
          photo: null,
          categories: [t('preview.category1'), t('preview.category2')],
          positions: [t('preview.position1'), t('preview.position2')],
          attributeLine: attributeName ? t('preview.attributeLine', { name: attributeName, interpolation: { escapeValue: false } }) : null,
          scanCode: 'B1-42-1-K7Q2M9XW3A',
        }}
      />
      <Text size="xs" c="dimmed" ta="center" maw={340}>
        {t('preview.hint')}
      </Text>
    </Stack>
  );
}

/** Printing a saved template: one volunteer's badge, or the sheets of an event. */
function PrintCard({ templateId }: { templateId: string }) {
  const { t } = useBadgesT();
  const { dirty } = useFormikContext<BadgeValues>();
  const [open, setOpen] = useState<'one' | 'event' | null>(null);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="badge-print">
      <Title order={2} size="h4" id="badge-print" mb="xs">
        {t('print.title')}
      </Title>
      {dirty && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('print.unsaved')}
        </Text>
      )}
      <Group gap="sm">
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} disabled={dirty} onClick={() => setOpen('one')}>
          {t('print.one')}
        </Button>
        <Button variant="light" leftSection={<IconFiles size={16} aria-hidden />} disabled={dirty} onClick={() => setOpen('event')}>
          {t('print.generate')}
        </Button>
      </Group>
      {open === 'one' && <DownloadBadgeModal templateId={templateId} onClose={() => setOpen(null)} />}
      {open === 'event' && <GenerateBadgesModal templateId={templateId} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function BadgeEditor({ template }: { template: BadgeTemplateFieldsFragment | null }) {
  const { t } = useBadgesT();
  const navigate = useNavigate();
  const { data: attributesData } = useQuery(BadgeAttributesDocument);
  const [create] = useMutation(CreateBadgeTemplateDocument, { refetchQueries: ['BadgeTemplates'] });
  const [update] = useMutation(UpdateBadgeTemplateDocument);
  const { onSubmit, formError } = useFormSubmit(
    async (values: BadgeValues) => {
      const input = toInput(values);
      if (template) return (await update({ variables: { id: template.id, input } })).data?.updateBadgeTemplate;
      return (await create({ variables: { input } })).data?.createBadgeTemplate;
    },
    (saved) => {
      if (!saved) return;
      toast.success(t(template ? 'editor.saved' : 'editor.created', { name: saved.name, interpolation: { escapeValue: false } }));
      if (!template) void navigate(`/badges/${saved.id}`, { replace: true });
    },
  );
  const attributes = attributesData?.customAttributes ?? [];
  const attributeNames = new Map(attributes.map((attribute) => [attribute.id, attribute.name]));

  return (
    <Formik<BadgeValues> initialValues={initialValues(template)} enableReinitialize validate={validate} onSubmit={onSubmit}>
      <Form noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              <FormError message={formError} />
              <Card withBorder padding="md">
                <Stack gap="sm">
                  <TextField name="name" label={t('editor.name')} required maxLength={100} />
                  <SizeField />
                  <LogoField label={t('editor.logo')} previewAlt={t('editor.logoPreview')} removeLabel={t('editor.removeLogo')} />
                  <Group grow align="flex-start">
                    <ColorField name="primaryColor" label={t('editor.primaryColor')} description={t('editor.primaryColorHint')} />
                    <ColorField name="textColor" label={t('editor.textColor')} description={t('editor.textColorHint')} />
                  </Group>
                </Stack>
              </Card>
              <Card withBorder padding="md" component="section" aria-labelledby="badge-content">
                <Stack gap="sm">
                  <Title order={2} size="h4" id="badge-content">
                    {t('editor.content')}
                  </Title>
                  <SwitchInput name="showPhoto" label={t('editor.showPhoto')} />
                  <SwitchInput name="showCategories" label={t('editor.showCategories')} />
                  <SwitchInput name="showPositions" label={t('editor.showPositions')} />
                  <SwitchInput name="showQrCode" label={t('editor.showQrCode')} description={t('editor.showQrCodeHint')} />
                  <SelectField
                    name="attributeId"
                    label={t('editor.attribute')}
                    description={t('editor.attributeHint')}
                    placeholder={t('editor.noAttribute')}
                    data={attributes.map((attribute) => ({ value: attribute.id, label: attribute.name }))}
                    clearable
                    searchable
                  />
                </Stack>
              </Card>
              <Group justify="flex-end">
                <SubmitButton>{template ? t('editor.save') : t('editor.create')}</SubmitButton>
              </Group>
              {template && <PrintCard templateId={template.id} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Card withBorder padding="md" component="section" aria-labelledby="badge-preview" style={{ position: 'sticky', top: 16 }}>
              <Title order={2} size="h4" id="badge-preview" mb="sm">
                {t('preview.title')}
              </Title>
              <FormPreview attributeNames={attributeNames} />
            </Card>
          </Grid.Col>
        </Grid>
      </Form>
    </Formik>
  );
}

function SizeField() {
  const { t } = useBadgesT();
  const [field, , helpers] = useField<BadgeSize>('size');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="badge-size-label">
        {t('editor.size')}
      </Text>
      <SegmentedControl
        aria-labelledby="badge-size-label"
        value={field.value}
        onChange={(value) => void helpers.setValue(value as BadgeSize)}
        data={SIZES.map((size) => ({ value: size, label: t(`size.${size}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}

/** /badges/new and /badges/:id: a badge template's editor with its live preview, and its printing once saved. */
export default function BadgeEditorPage() {
  const { t } = useBadgesT();
  const { id } = useParams();
  const { data, loading, error, refetch } = useQuery(BadgeTemplateDocument, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const template = data?.badgeTemplate ?? null;
  const back = <BackLink to="/badges">{t('editor.back')}</BackLink>;

  if (id && !template) return <PageNotLoaded loading={loading} header={back} error={error} onRetry={() => void refetch()} notFound={t('common.notFound')} forbidden={t('common.forbidden')} />;

  return (
    <Stack gap="md">
      {back}
      <Title order={1}>{template ? template.name : t('editor.newTitle')}</Title>
      <BadgeEditor key={template?.id ?? 'new'} template={template} />
    </Stack>
  );
}
