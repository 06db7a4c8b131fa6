import { useState } from 'react';
import { api } from '@badminton/api-client';
import { useMutation } from '@badminton/api-client/react';
import { QUALIFICATION_IMAGE_ACCEPT, QUALIFICATION_IMAGE_MAX_BYTES, SEAL_MESSAGES as S, uploadSeal } from '@badminton/contracts';
import { Button, PageSection, toast } from '@badminton/ui';
import { checkImageFile } from '@badminton/validation';
import { Field, ImagePicker } from '../shared/fields';
import '../shared/institution.css';

/**
 * /personal/applicationCertificate (req: institution.md#seal-upload; decision 0058): the seal image (请上传印章; JPG/PNG
 * under 4 MB), uploaded to the e-sign platform; `code` 1 → 上传成功, otherwise the platform's `msg`.
 */
export function ApplicationCertificatePage() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const send = useMutation((payload: Record<string, unknown>) => api().call(uploadSeal, payload as never), {
    onError: (message) => toast.error(message),
  });

  function pick(chosen: File) {
    const refused = checkImageFile(chosen, QUALIFICATION_IMAGE_MAX_BYTES, { type: S.type, size: S.size });
    if (refused) {
      setError(refused);
      toast.warning(refused);
      return;
    }
    setError('');
    setDone(false);
    setFile(chosen);
  }

  async function submit() {
    if (!file) {
      setError(S.required);
      toast.warning(S.required);
      return;
    }
    const outcome = await send.run({ business_license_key: file });
    if (!outcome.ok) return;
    const answer = outcome.result as { code: number; msg: string };
    if (answer.code === 1) {
      toast.success(S.uploaded);
      setDone(true);
      setFile(null);
    } else {
      toast.error(answer.msg || '上传失败');
    }
  }

  return (
    <div className="iq-page">
      <PageSection title="印章上传">
        <form className="iq-form" aria-label="印章上传" onSubmit={(event) => event.preventDefault()}>
          <Field id="seal-image" label="印章图片" required error={error}>
            <ImagePicker id="seal-image" label="选择印章图片" file={file} accept={QUALIFICATION_IMAGE_ACCEPT} onPick={pick} error={error} />
            <p className="iq-tip">请上传清晰的机构公章图片（建议透明背景 PNG），支持 JPG/PNG 格式，大小不超过 4MB</p>
          </Field>
          {done ? (
            <p className="iq-status__current" role="status">
              {S.uploaded}
            </p>
          ) : null}
          <div className="iq-actions">
            <Button type="primary" loading={send.pending} onClick={() => void submit()}>
              上传印章
            </Button>
          </div>
        </form>
      </PageSection>
    </div>
  );
}

export default ApplicationCertificatePage;
