/** The page's calls to its own server. */
export async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function upload<T>(file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/__board/api/upload', { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Upload failed (${response.status})`);
  return (await response.json()) as T;
}
