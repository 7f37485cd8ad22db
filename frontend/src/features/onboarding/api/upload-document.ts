import type { UploadedObjectResponse, UploadUrlResponse } from '@bank/contracts/account-opening';
import { api, ApiError } from '../../../shared/api-client';

/** PUTs the file with XMLHttpRequest: fetch cannot report upload progress. */
function putFile(url: string, file: File, onProgress: (percent: number) => void): Promise<UploadedObjectResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', file.type);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = request.responseText ? (JSON.parse(request.responseText) as Record<string, unknown>) : {};
      } catch {
        // Not JSON (a proxy's error page): the status says what happened.
      }
      if (request.status >= 200 && request.status < 300 && typeof body.objectPath === 'string') resolve(body as unknown as UploadedObjectResponse);
      else reject(new ApiError(request.status, body, `${request.status}: ${request.statusText}`));
    };
    request.onerror = () => reject(new ApiError(0, {}, 'Network error'));
    request.send(file);
  });
}

/**
 * SPEC 7: ask for a signed, single-use upload URL, PUT the file to it with its content type, and
 * return the object path the PUT answers (what the application's `documents` name).
 */
export async function uploadDocument(file: File, onProgress: (percent: number) => void): Promise<string> {
  const { uploadURL } = await api.post<UploadUrlResponse>('/api/objects/upload', undefined, { handleUnauthorized: false });
  onProgress(0);
  const { objectPath } = await putFile(uploadURL, file, onProgress);
  return objectPath;
}
