import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { createWrapper } from '@/test/render';
import { resumeFixture, resumeList } from '@/test/resume-list';
import { getResumesQueryOptions } from './get-resumes';
import { useUploadResume } from './upload-resume';

const userId = 'user-1';

describe('useUploadResume', () => {
  it('has the resume list read again before the upload resolves, even with no picker on screen', async () => {
    const old = resumeFixture();
    const uploaded = resumeFixture({ id: 'resume-2', title: 'grace-hopper.docx', fileType: 'docx' });
    let stored = [old];
    mockFetch({
      [`GET /api/users/${userId}/resumes`]: () => jsonResponse(resumeList(stored)),
      [`POST /api/users/${userId}/resumes`]: () => {
        stored = [uploaded, old];
        return jsonResponse(uploaded, 201);
      },
    });
    const wrapper = createWrapper();
    // The wizard's Review step: the list was read on the Upload step and nothing shows it now.
    await wrapper.queryClient.fetchQuery(getResumesQueryOptions(userId));
    const { result } = renderHook(() => useUploadResume(), { wrapper });
    const file = new File(['Grace Hopper'], 'grace-hopper.docx');
    await act(() => result.current.mutateAsync({ userId, file, metadata: { keywords: [] } }));
    const cached = wrapper.queryClient.getQueryData(getResumesQueryOptions(userId).queryKey);
    expect(cached?.resumes.map((resume) => resume.title)).toEqual(['grace-hopper.docx', 'ada-lovelace.pdf']);
  });
});
