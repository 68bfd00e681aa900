import type { SourceName } from '../../job-discovery/source-names';
import { fakeAdzuna } from './adzuna';
import { fakeArbeitnow } from './arbeitnow';
import { fakeAshby } from './ashby';
import { fakeGreenhouse } from './greenhouse';
import { fakeHimalayas } from './himalayas';
import { fakeJobicy } from './jobicy';
import { fakeJobtech } from './jobtech';
import { fakeJooble } from './jooble';
import { fakeLever } from './lever';
import { fakeRecruitee } from './recruitee';
import { fakePersonio } from './personio';
import { fakeReed } from './reed';
import { fakeRemoteok } from './remoteok';
import { fakeRemotive } from './remotive';
import { fakeSmartRecruiters } from './smartrecruiters';
import { fakeTeamtailor } from './teamtailor';
import { fakeThemuse } from './themuse';
import { fakeUsajobs } from './usajobs';
import { fakeWorkable } from './workable';
import { fakeWorkday } from './workday';
import { fakeBreezy } from './breezy';
import { fakeBamboohr } from './bamboohr';
import { fakeCareersSite } from './careers-site';
import { fakePinpoint } from './pinpoint';
import { fakeGem } from './gem';
import { fakeManatal } from './manatal';
import { fakeAdp } from './adp';
import { fakeEightfold } from './eightfold';
import { fakeIcims } from './icims';
import { fakeOracle } from './oracle';
import { fakeSuccessfactors } from './successfactors';
import { fakePaylocity } from './paylocity';
import { fakeAvature } from './avature';
import { fakeRippling } from './rippling';
import { fakeComeet } from './comeet';
import { fakeRadancy } from './radancy';
import { fakePhenom } from './phenom';
import { fakeJobvite } from './jobvite';
import { fakeJobylon } from './jobylon';
import { fakePageUp } from './pageup';
import { fakeJibe } from './jibe';
import { fakeJoin } from './join';

export type { FakeSource, FixtureJob } from './fake-source';

/** Every source's fake, for a fake server that impersonates them all at once on loopback. */
export const fakeSources = {
  greenhouse: fakeGreenhouse,
  lever: fakeLever,
  ashby: fakeAshby,
  workable: fakeWorkable,
  smartrecruiters: fakeSmartRecruiters,
  recruitee: fakeRecruitee,
  personio: fakePersonio,
  teamtailor: fakeTeamtailor,
  workday: fakeWorkday,
  breezy: fakeBreezy,
  bamboohr: fakeBamboohr,
  pinpoint: fakePinpoint,
  gem: fakeGem,
  manatal: fakeManatal,
  adp: fakeAdp,
  eightfold: fakeEightfold,
  icims: fakeIcims,
  oracle: fakeOracle,
  successfactors: fakeSuccessfactors,
  paylocity: fakePaylocity,
  avature: fakeAvature,
  rippling: fakeRippling,
  join: fakeJoin,
  comeet: fakeComeet,
  radancy: fakeRadancy,
  phenom: fakePhenom,
  jobvite: fakeJobvite,
  jobylon: fakeJobylon,
  pageup: fakePageUp,
  jibe: fakeJibe,
  careersite: fakeCareersSite,
  remotive: fakeRemotive,
  arbeitnow: fakeArbeitnow,
  remoteok: fakeRemoteok,
  jobicy: fakeJobicy,
  himalayas: fakeHimalayas,
  themuse: fakeThemuse,
  adzuna: fakeAdzuna,
  usajobs: fakeUsajobs,
  reed: fakeReed,
  jooble: fakeJooble,
  jobtech: fakeJobtech,
} satisfies Record<SourceName, unknown>;
