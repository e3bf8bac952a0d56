import '@mantine/tiptap/styles.css';
import { PLACEHOLDERS, type Placeholder } from '@benevo/schema';
import { Button, Input, Menu, Stack, Text } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { IconBraces } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { fromEditorHtml, toEditorHtml } from './editor-html';
import { useCommunicationsT } from './i18n/use-communications-t';

interface MailEditorProps {
  label: string;
  /** HTML (or plain text, shown as paragraphs). */
  value: string;
  onChange: (html: string) => void;
  /** The placeholders offered in the insert menu (default: all but the campaign's). */
  placeholders?: readonly Placeholder[];
  error?: string | null;
  description?: string;
  minHeight?: number;
}

const DEFAULT_PLACEHOLDERS = PLACEHOLDERS.filter((name) => name !== 'campaignName');

const LABEL_KEYS = [
  'boldControlLabel',
  'italicControlLabel',
  'underlineControlLabel',
  'strikeControlLabel',
  'clearFormattingControlLabel',
  'linkControlLabel',
  'unlinkControlLabel',
  'bulletListControlLabel',
  'orderedListControlLabel',
  'undoControlLabel',
  'redoControlLabel',
  'linkEditorInputLabel',
  'linkEditorInputPlaceholder',
  'linkEditorSave',
] as const satisfies ReadonlyArray<keyof RichTextEditorLabels>;

/**
 * The rich-text editor of mail bodies (@mantine/tiptap on tiptap 3): basic formatting, lists and links
 * (the server keeps only these: sanitize-html), and a menu inserting the placeholders of DESIGN.md at
 * the cursor. It answers HTML; an empty editor answers ''.
 */
export function MailEditor({ label, value, onChange, placeholders = DEFAULT_PLACEHOLDERS, error, description, minHeight = 220 }: MailEditorProps) {
  const { t } = useCommunicationsT();
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3] }, code: false, codeBlock: false }), Link],
    content: toEditorHtml(value),
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'mail-editor' } },
    onUpdate: ({ editor: current }) => onChange(fromEditorHtml(current.getHTML())),
  });

  // A value set from outside (a template chosen, the default text restored) replaces the content.
  useEffect(() => {
    // useEditor may hand a destroyed instance while it recreates one (remount, StrictMode).
    if (!editor || editor.isDestroyed) return;
    const current = fromEditorHtml(editor.getHTML());
    const next = toEditorHtml(value);
    if (current !== next && !(current === '' && next === '')) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  const labels: Partial<RichTextEditorLabels> = Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`editor.labels.${key}`)]));
  const insert = (name: Placeholder) => editor?.chain().focus().insertContent(`{${name}}`).run();

  return (
    <Stack gap={4}>
      <Input.Label id={labelId}>{label}</Input.Label>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button size="compact-sm" variant="default" leftSection={<IconBraces size={16} aria-hidden />}>
                {t('placeholders.insert')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {placeholders.map((name) => (
                <Menu.Item key={name} onClick={() => insert(name)}>
                  {t(`placeholders.${name}`)} <Text span c="dimmed" size="xs">{`{${name}}`}</Text>
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
