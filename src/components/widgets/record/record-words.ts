// The game-record controls' UI strings, in one place (to move into the site's dictionaries with issue 14).
export const RECORD_WORDS = {
  heading: 'Game record',
  replay: (ply: number, total: number) => `Replay: move ${ply} of ${total}`,
  export: 'Export the game as text',
  copy: 'Copy',
  copied: 'Copied to the clipboard.',
  copyFailed: 'The browser did not allow copying: select the text and copy it yourself.',
  download: 'Download',
  update: 'Update to the board',
  importLabel: 'Paste a game record',
  importFile: 'Or open a record file',
  importButton: 'Replay this record',
  loaded: (n: number) => `Record loaded: ${n} ${n === 1 ? 'move' : 'moves'}. Use the slider to step through it.`,
  unreadable: 'This record cannot be read',
  damaged: (number: number, line: number, text: string, reason: string, kept: number) =>
    `Move ${number} (line ${line}), "${text}", cannot be played: ${reason}. The ${kept} ${kept === 1 ? 'move' : 'moves'} before it ${kept === 1 ? 'is' : 'are'} loaded.`,
  formatLink: 'The record format',
} as const;
