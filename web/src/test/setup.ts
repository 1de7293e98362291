// Testing Library waits (findBy*, waitFor) end as soon as what they wait for is there; their 1 s
// default limit was too short for a route whose module loads lazily on a busy machine (a shell
// test failed at 1.3 s while other test runs shared the cores), so they may wait up to 5 s.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
