export { AvatarEditor, type AvatarEditorProps } from './avatar-editor.tsx';
export { checkAvatarFile, initialsOf } from './checks.ts';
export { deleteAvatar, ficheroUrl, uploadAvatar } from './upload.ts';
