// Hands a text file to the browser as a download (the compliance table's CSV, a project file).
export function downloadText(
  fileName: string,
  text: string,
  type = 'text/csv;charset=utf-8',
  byteOrderMark = true,
): void {
  // A byte order mark makes spreadsheet programs read the file as UTF-8 (room names with ä, ø, õ); JSON has none.
  const blob = new Blob(byteOrderMark ? ['\uFEFF', text] : [text], { type })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
