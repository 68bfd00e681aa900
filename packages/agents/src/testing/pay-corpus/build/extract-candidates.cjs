// Builds candidate pay strings from the stapply-ai/ats-scrapers Ashby boards (commit 43ece6fd…).
const fs=require("fs");const dir="/work/scratch/ashby";
const periodOf={"1 YEAR":"year","1 HOUR":"hour","1 MONTH":"month","1 WEEK":"week","1 DAY":"day"};
const money=/[$€£¥₹]|\b(?:USD|EUR|GBP|CAD|AUD|SGD|CHF|INR|NZD|SEK|PLN|BRL|MXN)\b/;
function numbersIn(line){ // labelling only: every figure written in the line, as a value
  const out=[];const t=line.replace(/(\d)[ ,.'](?=\d{3}\b)/g,"$1").replace(/(\d),\s(?=\d{3}\b)/g,"$1");
  for(const m of t.matchAll(/(\d+(?:\.\d+)?)\s*([kK])?/g)){let v=Number(m[1]);if(m[2])v*=1000;out.push(Math.round(v*100)/100);}
  return out;}
const summaries=[],positives=[],candidates=[];const seen=new Set();
for(const f of fs.readdirSync(dir).sort()){let d;try{d=JSON.parse(fs.readFileSync(dir+"/"+f))}catch(e){continue}
 for(const j of d.jobs||[]){const c=j.compensation;if(!c)continue;
  const s=(c.summaryComponents||[]).find(x=>x.compensationType==="Salary");
  const origin={path:"ashby/companies/"+f,jobId:j.id};
  const label=s&&periodOf[s.interval]&&(s.minValue||s.maxValue)?{min:s.minValue,max:s.maxValue,currency:s.currencyCode,period:periodOf[s.interval]}:null;
  if(label&&c.compensationTierSummary&&!seen.has("S"+c.compensationTierSummary)){seen.add("S"+c.compensationTierSummary);summaries.push({text:c.compensationTierSummary,expected:label,origin:{...origin,field:"compensation.compensationTierSummary"}});}
  if(label&&c.scrapeableCompensationSalarySummary&&!seen.has("S"+c.scrapeableCompensationSalarySummary)){seen.add("S"+c.scrapeableCompensationSalarySummary);summaries.push({text:c.scrapeableCompensationSalarySummary,expected:label,origin:{...origin,field:"compensation.scrapeableCompensationSalarySummary"}});}
  if(!label)continue;
  for(const raw of (j.descriptionPlain||"").split("\n")){const line=raw.trim();
   if(!line||line.length>400||!/\d/.test(line)||!money.test(line)||seen.has("L"+line))continue;seen.add("L"+line);
   const nums=numbersIn(line);const has=(v)=>v==null||nums.includes(v);
   const entry={text:line,origin:{...origin,field:"descriptionPlain"},structured:label};
   if(has(label.min)&&has(label.max)) positives.push({...entry,expected:label}); else candidates.push(entry);}
 }}
fs.writeFileSync("summaries.json",JSON.stringify(summaries));fs.writeFileSync("positives.json",JSON.stringify(positives,null,0));fs.writeFileSync("candidates.json",JSON.stringify(candidates));
console.log({summaries:summaries.length,positives:positives.length,candidates:candidates.length});
