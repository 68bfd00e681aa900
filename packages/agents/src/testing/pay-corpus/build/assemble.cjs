const fs=require("fs");
const summaries=require("./summaries.json"),positives=require("./positives.json"),cands=require("./candidates.json");
const judged=[...require("./judged1.json"),...require("./judged2.json")];
const typos=new Set([88,95,107,243]);
const plausible=(e)=>{if(!e)return true;const a=[e.min,e.max].filter(v=>v!=null);if(!a.length)return false;
 if(e.period==="year"&&Math.min(...a)<1000)return false;if(e.period==="hour"&&Math.max(...a)>1000)return false;
 if(a.length===2&&e.max/e.min>10)return false;return true;};
// A summary of another tier than the structured figures ("$3.6K - $4.4K" beside 6,800–7,400) is left out.
const figures=(t)=>[...t.replace(/,(?=\d{3})/g,"").matchAll(/(\d+(?:\.\d+)?)\s*([kK])?/g)].map(m=>Number(m[1])*(m[2]?1000:1));
const states=(t,e)=>[e.min,e.max].filter(v=>v!=null).every(v=>figures(t).some(f=>Math.abs(f-v)<=0.01*v));
const clean=(e)=>e&&({min:e.min??null,max:e.max??null,currency:e.currency,period:e.period??null});
const entries=[];
// Ashby's own summaries: every one not in USD a year, and every 9th USD-a-year one.
let usd=0;
for(const s of summaries){const yearlyUsd=s.expected.currency==="USD"&&s.expected.period==="year";
 if(yearlyUsd&&(usd++%9)!==0)continue; if(!plausible(s.expected)||!states(s.text,s.expected))continue;
 entries.push({reader:"ashby-summary",text:s.text,expected:clean(s.expected),origin:s.origin});}
const overrides={
 "The pay range for this job opportunity is $150,000 to $175,000":{min:150000,max:175000},
 "Northwood Summer 2026 Internships":{min:30,max:34},
 "$197,000":{min:177000,max:270000},
 "ACVs":null,
};
for(const p of positives){let e=clean(p.expected);
 for(const [k,v] of Object.entries(overrides)) if(p.text.includes(k)) e=v===null?null:{...e,...v};
 if(!plausible(e))continue;
 entries.push({reader:"description",text:p.text,expected:e,origin:p.origin,labelledBy:"structured"});}
judged.forEach((j,i)=>{if(j.i!==i)throw new Error("order "+i);if(typos.has(i))return;const c=cands[i];
 const e=clean(j.pay);if(e&&!plausible(e))return;
 entries.push({reader:"description",text:c.text,expected:e,origin:c.origin,labelledBy:"hand",...(j.note?{note:j.note}:{})});});
const out={about:"Real pay strings from Ashby job boards, each labelled: Ashby's compensation summaries with the structured compensation beside them, and description lines that state money, labelled from the structured compensation where the line states both its bounds and by hand otherwise (base pay; several ranges of one job → their span; funding, budgets, stipends, benefits → null).",
 origin:{repository:"stapply-ai/ats-scrapers",commit:"43ece6fd3ab4398cda575f0483fd49ea5c58eccb",licence:"MIT",note:"the ashby/companies folder exists only at this commit: git show <commit>:<path>"},
 entries};
fs.writeFileSync("pay-strings.json",JSON.stringify(out,null,0).replace(/\},\{"reader"/g,'},\n{"reader"'));
const c={};for(const e of entries){const k=e.reader+"/"+(e.expected?"pay":"null");c[k]=(c[k]||0)+1}console.log(entries.length,c);
