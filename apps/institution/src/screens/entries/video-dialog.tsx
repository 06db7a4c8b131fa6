import { useEffect, useId, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { INSTITUTION_SCORE_MESSAGES as M } from '@badminton/contracts';
import { Button, Dialog, Input, toast } from '@badminton/ui';
import { getClassVideos, saveClassVideo } from './calls';
import { videoUrlProblem } from './view';

/**
 * 视频录入 (req: institution.md#video-recording; decision 0062): one https address (at most 500 characters) saved to the
 * class (视频提交成功), and the addresses saved so far. The service refuses a class not finally approved.
 */
export function VideoDialog({ testClassId, visible, onClose }: { testClassId: number; visible: boolean; onClose(): void }) {
  const videos = useCall(getClassVideos, { test_class_id: testClassId }, { skip: !visible });
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  useEffect(() => {
    setUrl('');
    setProblem('');
  }, [visible]);

  async function save() {
    const found = videoUrlProblem(url);
    if (found) {
      setProblem(found);
      return;
    }
    setBusy(true);
    const outcome = await settle(api().call(saveClassVideo, { test_class_id: testClassId, video_url: url.trim() }));
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
      setProblem(outcome.errorMsg);
      return;
    }
    toast.success(M.videoSaved);
    setUrl('');
    videos.reload();
  }

  return (
    <Dialog customClass="video-dialog" title="视频录入" visible={visible} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        <label htmlFor={`${id}-url`}>视频地址</label>
        <Input
          id={`${id}-url`}
          value={url}
          placeholder="https://"
          aria-describedby={`${id}-problem`}
          onChange={(value) => {
            setUrl(String(value));
            if (problem) setProblem('');
          }}
        />
        <p id={`${id}-problem`} className="entries__reject" role="alert">
          {problem}
        </p>
        <h3 className="score-sheet__title">已保存的视频</h3>
        {videos.result?.items.length ? (
          <ul className="video-list">
            {videos.result.items.map((video) => (
              <li key={video.id}>
                <a href={video.video_url} target="_blank" rel="noopener noreferrer">
                  {video.video_url}
                </a>
                <span className="video-list__time">{video.created_at}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="scheduling__hint">暂无视频</p>
        )}
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={() => onClose()}>完成</Button>
        <Button type="primary" loading={busy} onClick={() => void save()}>
          提交
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
