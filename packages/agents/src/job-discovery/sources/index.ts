import type { SourceAdapter } from '../source-adapter';
import type { SourceName } from '../source-names';
import { adpSource } from './adp';
import { adzunaSource } from './adzuna';
import { arbeitnowSource } from './arbeitnow';
import { ashbySource } from './ashby';
import { bamboohrSource } from './bamboohr';
import { breezySource } from './breezy';
import { careersSiteSource } from './careers-site';
import { eightfoldSource } from './eightfold';
import { gemSource } from './gem';
import { greenhouseSource } from './greenhouse';
import { himalayasSource } from './himalayas';
import { jobicySource } from './jobicy';
import { jobtechSource } from './jobtech';
import { joobleSource } from './jooble';
import { leverSource } from './lever';
import { manatalSource } from './manatal';
import { recruiteeSource } from './recruitee';
import { personioSource } from './personio';
import { pinpointSource } from './pinpoint';
import { reedSource } from './reed';
import { remoteokSource } from './remoteok';
import { remotiveSource } from './remotive';
import { smartrecruitersSource } from './smartrecruiters';
import { teamtailorSource } from './teamtailor';
import { themuseSource } from './themuse';
import { icimsSource } from './icims';
import { oracleSource } from './oracle';
import { successfactorsSource } from './successfactors';
import { paylocitySource } from './paylocity';
import { avatureSource } from './avature';
import { ripplingSource } from './rippling';
import { joinSource } from './join';
import { comeetSource } from './comeet';
import { radancySource } from './radancy';
import { phenomSource } from './phenom';
import { jobviteSource } from './jobvite';
import { jobylonSource } from './jobylon';
import { pageupSource } from './pageup';
import { jibeSource } from './jibe';
import { usajobsSource } from './usajobs';
import { workableSource } from './workable';
import { workdaySource } from './workday';

/** Every adapter, keyed by source name: one small file each, its terms written beside it. */
export const sourceAdapters = {
  greenhouse: greenhouseSource,
  lever: leverSource,
  ashby: ashbySource,
  workable: workableSource,
  smartrecruiters: smartrecruitersSource,
  recruitee: recruiteeSource,
  personio: personioSource,
  teamtailor: teamtailorSource,
  workday: workdaySource,
  breezy: breezySource,
  bamboohr: bamboohrSource,
  pinpoint: pinpointSource,
  gem: gemSource,
  manatal: manatalSource,
  adp: adpSource,
  eightfold: eightfoldSource,
  icims: icimsSource,
  oracle: oracleSource,
  successfactors: successfactorsSource,
  paylocity: paylocitySource,
  avature: avatureSource,
  rippling: ripplingSource,
  join: joinSource,
  comeet: comeetSource,
  radancy: radancySource,
  phenom: phenomSource,
  jobvite: jobviteSource,
  jobylon: jobylonSource,
  pageup: pageupSource,
  jibe: jibeSource,
  careersite: careersSiteSource,
  remotive: remotiveSource,
  arbeitnow: arbeitnowSource,
  remoteok: remoteokSource,
  jobicy: jobicySource,
  himalayas: himalayasSource,
  themuse: themuseSource,
  adzuna: adzunaSource,
  usajobs: usajobsSource,
  reed: reedSource,
  jooble: joobleSource,
  jobtech: jobtechSource,
} satisfies Record<SourceName, SourceAdapter>;
