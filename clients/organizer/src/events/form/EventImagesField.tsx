import { LogoField, type LogoValues, readAsDataUrl } from '@benevo/ui';
import { MAX_EVENT_IMAGES, MAX_IMAGE_BYTES, messageFor, messageKey, type MessageKey } from '@benevo/schema';
import { ActionIcon, Box, Fieldset, Group, Image, Input, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useEventsT } from '../../i18n/use-events-t';

/** An image the event keeps (id + url) or a new one (base64 data URL, also its preview). */
export interface EventImageValue {
  id?: string;
  url: string;
  base64?: string;
}

/** The images and the logo (`LogoValues`: the logo shown and what goes to the server). */
export interface EventMediaValues extends LogoValues {
  /** Undefined until the organizer touches the images of a new event (nothing to send then). */
  images?: EventImageValue[];
}

const JPEG_TYPES = ['image/jpeg', 'image/jpg'];

/** The message key @benevo/schema gives for an image the server would refuse, or null. */
export function checkEventImage(file: File): MessageKey | null {
  if (!JPEG_TYPES.includes(file.type)) return 'validation.imageJpegOnly';
  if (file.size > MAX_IMAGE_BYTES) return 'validation.imageTooLarge';
  return null;
}

/** Up to ten JPEG images with thumbnails and remove buttons, and the logo (PNG/JPEG) with its preview. */
export function EventImagesField() {
  const { t, i18n } = useEventsT();
  const { values, errors, setFieldValue } = useFormikContext<EventMediaValues>();
  const imagesId = useId();
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const images = values.images ?? [];
  const message = (key: string) => messageFor(i18n.language, key);
  // The shared schema's or the server's message on the list itself (e.g. more than ten images).
  const listError = typeof errors.images === 'string' ? message(errors.images) : null;
  const shownImageErrors = listError ? [...imageErrors, listError] : imageErrors;

  async function addImages(files: File[]) {
    const errors: string[] = [];
    const accepted: EventImageValue[] = [];
    for (const file of files) {
      const problem = checkEventImage(file);
      if (problem) {
        errors.push(`${file.name} : ${message(problem)}`);
        continue;
      }
      if (images.length + accepted.length >= MAX_EVENT_IMAGES) {
        errors.push(message(messageKey('validation.maxImages', { max: MAX_EVENT_IMAGES })));
        break;
      }
      const dataUrl = await readAsDataUrl(file);
      accepted.push({ url: dataUrl, base64: dataUrl });
    }
    setImageErrors(errors);
    if (accepted.length > 0) await setFieldValue('images', [...images, ...accepted]);
  }



  return (
    <Fieldset legend={t('eventImages.legend')}>
      <Stack gap="md">
        <Input.Wrapper
          id={imagesId}
          label={t('eventImages.images', { max: MAX_EVENT_IMAGES, mb: MAX_IMAGE_BYTES / (1024 * 1024) })}
          error={shownImageErrors.length > 0 ? shownImageErrors.join(' · ') : undefined}
        >
          <Box mt={4}>
            <input
              id={imagesId}
              type="file"
              style={{ maxWidth: '100%' }}
              accept="image/jpeg,.jpg,.jpeg"
              multiple
              disabled={images.length >= MAX_EVENT_IMAGES}
              onChange={(event) => {
                const files = Array.from(event.currentTarget.files ?? []);
                event.currentTarget.value = '';
                void addImages(files);
              }}
            />
          </Box>
        </Input.Wrapper>
        {images.length > 0 && (
          <Group gap="sm">
            {images.map((image, index) => (
              // The same file may be added twice: new images are keyed by position as well.
              <Box key={image.id ?? `${index}:${image.url}`} pos="relative">
                <Image src={image.url} alt={t('eventImages.image', { index: index + 1 })} w={96} h={72} fit="cover" radius="sm" />
                <ActionIcon
                  pos="absolute"
                  top={2}
                  right={2}
                  size="sm"
                  color="red"
                  aria-label={t('eventImages.removeImage', { index: index + 1 })}
                  onClick={() => {
                    setImageErrors([]);
                    void setFieldValue(
                      'images',
                      images.filter((_, position) => position !== index),
                    );
                  }}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Box>
            ))}
          </Group>
        )}
        <LogoField label={t('eventImages.logo')} previewAlt={t('eventImages.logoPreview')} removeLabel={t('eventImages.removeLogo')} />
      </Stack>
    </Fieldset>
  );
}
