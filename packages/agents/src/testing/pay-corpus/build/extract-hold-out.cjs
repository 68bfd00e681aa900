const fs=require("fs");const dir="/work/scratch/ashby";
const money=/[$€£¥₹]|\b(?:USD|EUR|GBP|CAD|AUD|SGD|CHF|INR|NZD|SEK|PLN|BRL|MXN)\b/;
const labelled=new Set(require("./pay-strings.json").entries.map(e=>e.text));
const out=[];const seen=new Set();
for(const f of fs.readdirSync(dir).sort()){let d;try{d=JSON.parse(fs.readFileSync(dir+"/"+f))}catch(e){continue}
 for(const j of d.jobs||[]){const c=j.compensation;const s=c&&(c.summaryComponents||[]).find(x=>x.compensationType==="Salary");
  if(s)continue; // postings with no structured salary: none of their lines were seen while writing the rules
  for(const raw of (j.descriptionPlain||"").split("\n")){const line=raw.trim();
   if(!line||line.length>400||!/\d/.test(line)||!money.test(line)||seen.has(line)||labelled.has(line))continue;seen.add(line);
   out.push({text:line,origin:{path:"ashby/companies/"+f,jobId:j.id,field:"descriptionPlain"}});}}}
// every k-th line, for a spread over boards
const k=Math.ceil(out.length/300);const sample=out.filter((_, i)=>i%k===0);
fs.writeFileSync("holdout-candidates.json",JSON.stringify(sample));
fs.writeFileSync("holdout-batch.json",JSON.stringify(sample.map((x,i)=>({i,text:x.text})),null,1));
console.log(out.length,sample.length);
