// Activity application: a remark of at most 140 characters and up to 3 PNG or JPG images of 5 MB each.
// The page checks what it can (length, count, size, the browser's type) to fail early; the server checks the bytes.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal, useToast } from '../../../ui/index.ts';
import { applyPromotion, usePromotionAction, type PromotionView } from './api.ts';
import { promotionMessages as m } from './messages.ts';
import { Files, Form, Muted, Row } from './styles.ts';

export const MAX_REMARK = 140;
export const MAX_IMAGES = 3;
const MAX_BYTES = 5 * 1024 * 1024;

/** Characters as a person counts them (code points), the way the server counts. */
export const remarkLength = (text: string): number => [...text.trim()].length;
export const imageProblem = (f: { size: number; type: string }): boolean => f.size > MAX_BYTES || !/^image\/(png|jpeg)$/.test(f.type);

function toBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function ApplyDialog({ promotion, onClose }: { promotion: PromotionView; onClose: () => void }): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const send = usePromotionAction(applyPromotion);
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const ids = useId();
  const length = remarkLength(remark);
  const remarkError = length > MAX_REMARK ? intl.formatMessage(m.remarkTooLong, { max: MAX_REMARK }) : undefined;
  const bad = files.find(imageProblem);
  const filesError = files.length > MAX_IMAGES ? intl.formatMessage(m.tooManyImages, { max: MAX_IMAGES }) : bad ? intl.formatMessage(m.imageInvalid, { name: bad.name }) : undefined;

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    setTouched(true);
    if (remarkError || filesError || send.isPending) return;
    const images = await Promise.all(files.map(toBase64));
    send.mutate(
      { activityId: promotion.id, remark: remark.trim(), images },
      {
        onSuccess: () => {
          toast.show(intl.formatMessage(m.appliedToast), { tone: 'success' });
          onClose();
        },
        onError: (err) => toast.show(err.message, { tone: 'danger' }),
      },
    );
  };

  return (
    <Modal open onClose={onClose} title={<FormattedMessage {...m.applyTitle} values={{ title: promotion.title }} />} width={520}>
      <Form onSubmit={(e) => void submit(e)} noValidate data-testid="promotion-apply-form">
        <label htmlFor={`${ids}-remark`}>
          <FormattedMessage {...m.remark} />
          <textarea
            id={`${ids}-remark`}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            aria-invalid={remarkError ? true : undefined}
            aria-describedby={`${ids}-count`}
            data-testid="promotion-remark"
          />
        </label>
        <Muted id={`${ids}-count`} role={remarkError ? 'alert' : undefined}>
          {remarkError ?? <FormattedMessage {...m.remarkCount} values={{ count: intl.formatNumber(length), max: intl.formatNumber(MAX_REMARK) }} />}
        </Muted>
        <label htmlFor={`${ids}-images`}>
          <FormattedMessage {...m.images} values={{ max: intl.formatNumber(MAX_IMAGES) }} />
          <input
            id={`${ids}-images`}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(e) => {
              const picked = [...(e.target.files ?? [])];
              setFiles((now) => [...now, ...picked]);
              e.target.value = '';
            }}
            data-testid="promotion-images"
          />
        </label>
        {files.length > 0 && (
          <Files>
            {files.map((f, i) => (
              <li key={`${f.name}-${i}`}>
                <span>{f.name}</span>
                <Button type="button" size="sm" variant="ghost" onClick={() => setFiles((now) => now.filter((_, j) => j !== i))} aria-label={intl.formatMessage(m.removeImage, { name: f.name })}>
                  ×
                </Button>
              </li>
            ))}
          </Files>
        )}
        {(touched || files.length > MAX_IMAGES) && filesError && <Muted role="alert">{filesError}</Muted>}
        <Row>
          <Button type="submit" loading={send.isPending} data-testid="promotion-apply-send">
            <FormattedMessage {...m.send} />
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            <FormattedMessage {...m.cancel} />
          </Button>
        </Row>
      </Form>
    </Modal>
  );
}
