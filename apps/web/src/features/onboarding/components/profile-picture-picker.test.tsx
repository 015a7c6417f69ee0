import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { renderRoutes } from '@/test/render';
import { ProfilePicturePicker } from './profile-picture-picker';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

function setup() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem('accessToken', 'access-1');
  const onUploaded = vi.fn();
  const view = renderRoutes([
    { path: '/', element: <ProfilePicturePicker currentUrl={null} onUploaded={onUploaded} /> },
  ]);
  return { ...view, onUploaded };
}

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

describe('ProfilePicturePicker', () => {
  it('uploads the picked image as "picture" with PUT and shows the answered profilePicture', async () => {
    const { user, onUploaded } = setup();
    await user.upload(screen.getByLabelText('Upload picture'), jpeg());
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/user/profile-picture']);
    expect((xhr.body!.get('picture') as File).name).toBe('me.jpg');
    xhr.progress(10, 20);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'));
    xhr.respond(200, { profilePicture: '/api/images/abc' });
    expect(await screen.findByAltText('Your avatar')).toHaveAttribute('src', '/api/images/abc');
    expect(onUploaded).toHaveBeenCalled();
  });

  it("shows 'Failed to upload picture. Try a different image.' when the server refuses", async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('Upload picture'), jpeg());
    FakeXhr.last!.respond(415, {
      message: 'This file is not a supported image.',
      code: 'unsupported_media_type',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload picture. Try a different image.',
    );
    expect(screen.queryByAltText('Your avatar')).not.toBeInTheDocument();
  });

  it('refuses a non-image without uploading', async () => {
    setup();
    // A file picker can still hand over any file (e.g. dropped onto it); the accept list is only a hint.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Upload picture'),
      new File(['x'], 'a.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload picture. Try a different image.',
    );
    expect(FakeXhr.last).toBeUndefined();
  });
});
