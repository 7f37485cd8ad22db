import { useState } from 'react';
import { DeleteOutlined, FileDoneOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Typography } from 'antd';
import { errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { uploadDocument } from '../api/upload-document';
import { AccountOpeningMessages as M, checkUploadFile, UPLOAD_LIMITS } from '@bank/contracts/account-opening';

interface DocumentFieldProps {
  id?: string;
  /** The stored object path once uploaded (antd Form passes and receives it). */
  value?: string;
  onChange?: (path: string | undefined) => void;
  label: string;
}

const fileSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * One document of the application: pick a file, see it upload (POST for a signed URL, then PUT),
 * replace or remove it. The field's value is the object's path, which the application names. A
 * refused file is said under its own slot, naming the document (issue 28 item 15), not in a toast.
 */
export function DocumentField({ id, value, onChange, label }: DocumentFieldProps) {
  const [name, setName] = useState<string | null>(null);
  const [size, setSize] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    // Checked before a byte leaves the browser; the server checks the type and the content again.
    setFailure(null);
    const refused = checkUploadFile(file);
    if (refused) {
      setFailure(refused);
      return;
    }
    setName(file.name);
    setSize(file.size);
    setProgress(0);
    try {
      const path = await uploadDocument(file, setProgress);
      onChange?.(path);
      notify.success({ title: M.UPLOADED_TITLE, description: `${label}: ${file.name}`, key: 'document-upload' });
    } catch (error) {
      setName(null);
      setFailure(errorMessage(error, M.UPLOAD_FAILED));
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <div className="document-field">
      {value && !uploading ? (
        <div className="document-field__done">
          <FileDoneOutlined aria-hidden className="document-field__icon" />
          <span className="document-field__text">
            <Typography.Text ellipsis className="document-field__name">{name ?? 'Uploaded'}</Typography.Text>
            <Typography.Text type="secondary" className="document-field__hint">
              {size !== null ? `Uploaded · ${fileSize(size)}` : 'Uploaded'}
            </Typography.Text>
          </span>
          <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={`Remove ${label}`}
            onClick={() => { setName(null); setSize(null); onChange?.(undefined); }} />
        </div>
      ) : (
        <label className={`document-field__pick${uploading ? ' document-field__pick--busy' : ''}`}>
          <input
            id={id}
            type="file"
            accept={UPLOAD_LIMITS.ACCEPT}
            disabled={uploading}
            aria-label={label}
            className="document-field__input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <UploadOutlined aria-hidden />
          <span>{uploading ? `Uploading ${name}` : 'Choose a file'}</span>
          <Typography.Text type="secondary" className="document-field__hint">PDF, JPEG or PNG, up to {UPLOAD_LIMITS.MAX_BYTES / 1024 / 1024} MB</Typography.Text>
        </label>
      )}
      {uploading && <Progress percent={progress} size="small" aria-label={`${label} upload progress`} />}
      {failure && (
        <p className="document-field__failure" role="alert">
          {M.UPLOAD_FAILED_TITLE}: {label}. {failure}
        </p>
      )}
    </div>
  );
}
