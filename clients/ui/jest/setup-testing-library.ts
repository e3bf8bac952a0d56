// findBy*/waitFor wait 1 s by default: a loaded CI machine (server suites beside the client ones) can
// take longer to run a form's async validation and a mocked request, which is no failure of the screen.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
