// `next/compat/router` in the islands' bundle (ADR 0082): an island is always on a Pages Router
// page, which is what components asking this hook want to know.
const pagesRouter = {};

export const useRouter = () => pagesRouter;
