import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { IScannerControls } from '@zxing/browser';
import { IconBolt, IconBoltOff, IconCameraOff, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A badge held in front of the camera is read many times a second: the same code within this is one scan. */
export const SAME_CODE_MS = 3000;

/** Passes a code on unless it is the one passed on less than `windowMs` ago. */
export function createCodeDebouncer(windowMs = SAME_CODE_MS, now: () => number = Date.now): (code: string) => boolean {
  let last: { code: string; at: number } | null = null;
  return (code) => {
    const at = now();
    if (last && last.code === code && at - last.at < windowMs) return false;
    last = { code, at };
    return true;
  };
}

type CameraError = 'unsupported' | 'denied' | 'noCamera' | 'failed';

function cameraError(error: unknown): CameraError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'noCamera';
  return 'failed';
}

interface ScannerProps {
  /** A QR code read, once per SAME_CODE_MS for the same code. */
  onCode: (code: string) => void;
}

/**
 * The camera view of the stand: reads badge QR codes with @zxing/browser, with a choice of camera (the
 * back one by default), the torch where the camera has one, and a pause. A missing camera or a refused
 * permission is said in words; the manual entry below the scanner works in every case.
 */
export function Scanner({ onCode }: ScannerProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const controlsRef = useRef<IScannerControls | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const debounce = useRef(createCodeDebouncer());
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<CameraError | null>(null);
  const [torch, setTorch] = useState<{ available: boolean; on: boolean }>({ available: false, on: false });

  useEffect(() => {
    if (paused) return undefined;
    if (!navigator.mediaDevices?.getUserMedia) {
      setError('unsupported');
      return undefined;
    }
    let cancelled = false;
    let controls: IScannerControls | null = null;
    void (async () => {
      try {
        // Loaded with the scanner only: the decoder is most of the stand's weight.
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        if (cancelled || !videoRef.current) return;
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150, delayBetweenScanSuccess: 300 });
        controls = await reader.decodeFromVideoDevice(deviceId ?? undefined, videoRef.current, (result) => {
          const text = result?.getText().trim();
          // A decode still under way when the scanner paused or changed camera delivers nothing.
          if (text && !cancelled && debounce.current(text)) onCodeRef.current(text);
        });
        if (cancelled) {
          controls.stop();
          return;
        }
        controlsRef.current = controls;
        setError(null);
        setTorch({ available: typeof controls.switchTorch === 'function', on: false });
        // Cameras have their names only once the permission is given.
        const { BrowserCodeReader } = await import('@zxing/browser');
        const inputs = await BrowserCodeReader.listVideoInputDevices();
        if (!cancelled) setDevices(inputs);
      } catch (e) {
        if (!cancelled) setError(cameraError(e));
      }
    })();
    return () => {
      cancelled = true;
      controls?.stop();
      controlsRef.current = null;
    };
  }, [deviceId, paused, attempt]);

  const toggleTorch = async () => {
    const switchTorch = controlsRef.current?.switchTorch;
    if (!switchTorch) return;
    try {
      await switchTorch(!torch.on);
      setTorch((current) => ({ ...current, on: !current.on }));
    } catch {
      setTorch({ available: false, on: false });
    }
  };

  return (
    <Stack gap="xs">
      {error ? (
        <Alert color="orange" icon={<IconCameraOff size={20} aria-hidden />} role="status" title={t(`manager.stand.camera.${error}`)}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('manager.stand.camera.useManual')}</Text>
            {error !== 'unsupported' && (
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setError(null);
                  setAttempt((value) => value + 1);
                }}
              >
                {t('manager.stand.camera.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <div
          style={{
            position: 'relative',
            width: '100%',
            aspectRatio: '4 / 3',
            maxHeight: '45vh',
            background: 'var(--mantine-color-dark-7)',
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
          }}
        >
          <video
            ref={videoRef}
            aria-label={t('manager.stand.camera.video')}
            muted
            playsInline
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: paused ? 'none' : 'block' }}
          />
          {paused && (
            <Text c="white" ta="center" fw={600} style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
              {t('manager.stand.camera.paused')}
            </Text>
          )}
        </div>
      )}
      <Group gap="xs" wrap="wrap">
        {!error && (
          <Button
            variant="default"
            leftSection={paused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? t('manager.stand.camera.resume') : t('manager.stand.camera.pause')}
          </Button>
        )}
        {!error && torch.available && !paused && (
          <Button
            variant="default"
            aria-pressed={torch.on}
            leftSection={torch.on ? <IconBoltOff size={18} aria-hidden /> : <IconBolt size={18} aria-hidden />}
            onClick={() => void toggleTorch()}
          >
            {torch.on ? t('manager.stand.camera.torchOff') : t('manager.stand.camera.torchOn')}
          </Button>
        )}
        {devices.length > 1 && (
          <Select
            label={t('manager.stand.camera.choose')}
            data={devices.map((device, index) => ({
              value: device.deviceId,
              label: device.label || t('manager.stand.camera.numbered', { number: index + 1 }),
            }))}
            value={deviceId}
            onChange={(value) => {
              setError(null);
              setDeviceId(value);
            }}
            allowDeselect={false}
            style={{ flex: '1 1 12rem' }}
          />
        )}
      </Group>
    </Stack>
  );
}
