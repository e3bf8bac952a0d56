import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CreateEventDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import EventNewPage from '../new/EventNewPage';
import { eventFormValues, eventInputOf } from './EventForm';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

function renderNew(mocks: unknown[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/events/new', Component: EventNewPage },
      { path: '/events/:eventId', element: <p>edit page</p> },
    ],
    { initialEntries: ['/events/new'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

const jpeg = (name: string, size?: number) => {
  const file = new File(['jpg'], name, { type: 'image/jpeg' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function addImages(files: File[]) {
  fireEvent.change(screen.getByLabelText(/^Images \(JPEG/), { target: { files } });
}

function fill() {
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Nom \*?$/, 'Fête du village');
  type(/^Description/, 'Trois jours de fête');
  type(/Nom du responsable/, 'Anna Muster');
  type(/E-mail du responsable/, 'anna@example.org');
  type(/Jour 1 · Début/, '2025-06-14T08:00');
  type(/Jour 1 · Fin/, '2025-06-14T23:00');
}

describe('event images and logo', () => {
  it('keeps existing images by id and sends new ones as base64', () => {
    const values = eventFormValues({
      name: 'Fête',
      description: 'd',
      responsable: 'r',
      email: 'e@example.org',
      teaser: '',
      website: '',
      timeZone: 'Europe/Zurich',
      days: [],
      images: [{ id: 'i1', url: '/media/a.jpg' }],
      logo: '/media/logo.png',
    });
    expect(eventInputOf(values).images).toEqual([{ id: 'i1' }]);
    expect(eventInputOf(values)).not.toHaveProperty('base64Logo');
    values.images?.push({ url: 'data:image/jpeg;base64,AAA', base64: 'data:image/jpeg;base64,AAA' });
    expect(eventInputOf({ ...values, logoBase64: '' })).toMatchObject({
      images: [{ id: 'i1' }, { base64: 'data:image/jpeg;base64,AAA' }],
      base64Logo: '',
    });
  });

  it('refuses other formats, too large files and more than ten images with the shared messages', async () => {
    renderNew();
    addImages([new File(['png'], 'photo.png', { type: 'image/png' })]);
    expect(await screen.findByText('photo.png : Uniquement le format JPG/JPEG autorisé')).toBeTruthy();
    addImages([jpeg('big.jpg', 11 * 1024 * 1024)]);
    expect(await screen.findByText('big.jpg : Fichier trop volumineux')).toBeTruthy();
    addImages(Array.from({ length: 11 }, (_, index) => jpeg(`p${index}.jpg`)));
    expect(await screen.findByText('Maximum 10 images')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Image \d+$/ })).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: "Retirer l’image 3" }));
    expect(screen.getAllByRole('img', { name: /^Image \d+$/ })).toHaveLength(9);
  });

  it('creates the event with its image and logo as base64', async () => {
    const image = 'data:image/jpeg;base64,anBn';
    const logo = 'data:image/png;base64,cG5n';
    const router = renderNew([
      {
        request: {
          query: CreateEventDocument,
          variables: {
            input: {
              name: 'Fête du village',
              description: 'Trois jours de fête',
              responsable: 'Anna Muster',
              email: 'anna@example.org',
              teaser: '',
              website: '',
              timeZone: 'Europe/Zurich',
              days: [{ startsAt: '2025-06-14T06:00:00.000Z', endsAt: '2025-06-14T21:00:00.000Z' }],
              images: [{ base64: image }],
              base64Logo: logo,
            },
          },
        },
        result: { data: { createEvent: { __typename: 'Event', id: '12' } } },
      },
    ]);
    fill();
    addImages([jpeg('photo.jpg')]);
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeTruthy();
    // The logo field is Mantine's file input: its hidden file input takes the file.
    expect(screen.getByLabelText(/^Logo \(PNG ou JPEG\)/)).toBeTruthy();
    const logoInput = [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')].find((input) => input.accept.includes('image/png')) as HTMLInputElement;
    fireEvent.change(logoInput, {
      target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] },
    });
    expect((await screen.findByRole('img', { name: 'Aperçu du logo' })).getAttribute('src')).toBe(logo);
    fireEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/12'));
  });
});
