/**
 * The vocabulary check's lexicon (issue 17): names that are facts about a person when a resume says them. One entry a
 * line, under a `# kind` heading:
 *
 *   Display name | synonym | =CaseSensitive > Implied entry, Other implied entry
 *
 * - Names are matched as whole tokens, case-insensitively, by wink-nlp's custom entities (longest match wins), so
 *   "k8s", "K8S" and "Kubernetes" are one entry and a synonym of something on the resume is not new.
 * - `=Name` matches only as written or in capitals: for names that are also ordinary English words ("Go", "Rust",
 *   "Spring", "Apple"), so "go to market" or "rust" stay ordinary words.
 * - `> Implied` names entries the resume also shows when it shows this one: PostgreSQL implies SQL, so a summary may
 *   say "SQL" of a resume that lists PostgreSQL, but not the other way round.
 * - Kinds: technology (checked per entry: a bullet may name only technologies of its own entry), language, certification,
 *   clearance, degree, organisation, title, claim (whole resume), ignore (phrases that look like names but claim nothing,
 *   such as "R&D" or "go-live": matched so their words are not reported).
 *
 * Curated by hand; add to it when a tailoring slips a name through. Kept in code, not JSON, so it ships with the
 * package source (decision 004) and can carry this comment.
 */
export const LEXICON_TEXT = `
# technology
JavaScript | JS | ECMAScript | ES6 | ES2015
TypeScript | =TS > JavaScript
Python | Python3
Java | J2EE | Java EE
Kotlin
Scala
=Go | Golang
=Rust | rustlang | Rust-lang
=C | ANSI C | Embedded C
C++ | CPP | Modern C++
C# | CSharp | C Sharp
.NET | dotnet | .NET Core | .NET Framework
ASP.NET | ASP.NET Core > .NET
F# > .NET
=Swift
SwiftUI > Swift
Objective-C | ObjC
=Ruby
Ruby on Rails | =Rails | RoR > Ruby
PHP
Laravel > PHP
Symfony > PHP
=Perl
=R | RStudio
MATLAB | Simulink
=Julia
Haskell
Erlang
=Elixir
Phoenix Framework > Elixir
Clojure
=Dart
Flutter > Dart
Lua
=Groovy
Bash | shell scripting | Zsh
PowerShell
SQL
PL/SQL > SQL
T-SQL | TSQL > SQL
NoSQL
HTML | HTML5
CSS | CSS3
=Sass | SCSS > CSS
Less.js | LESS CSS > CSS
Tailwind | Tailwind CSS | TailwindCSS > CSS
=Bootstrap > CSS
Material UI | MUI
=Solidity
COBOL
Fortran
=Pascal
VHDL
Verilog | SystemVerilog
WebAssembly | Wasm
OCaml
=Elm
=Zig
GraphQL
Apollo GraphQL | Apollo Client | Apollo Server > GraphQL
gRPC
Protobuf | Protocol Buffers
=REST | RESTful | REST API | REST APIs
=SOAP
WebSocket | WebSockets
OAuth | OAuth2 | OAuth 2.0
OpenID Connect | OIDC
SAML
JWT | JSON Web Token | JSON Web Tokens
=React | React.js | ReactJS > JavaScript
React Native > React
Next.js | NextJS > React
Redux > React
=Vue | Vue.js | VueJS > JavaScript
Nuxt | Nuxt.js > Vue
=Angular | AngularJS | Angular.js > TypeScript
Svelte | SvelteKit > JavaScript
jQuery > JavaScript
Ember.js | EmberJS > JavaScript
Backbone.js > JavaScript
=Node | Node.js | NodeJS > JavaScript
=Express | Express.js | ExpressJS > Node
NestJS | Nest.js > Node
Deno > JavaScript
=Bun > JavaScript
Webpack
=Vite
=Babel
=Rollup
esbuild
=Jest
=Mocha
=Chai
=Cypress
=Playwright
=Selenium
=Puppeteer
JUnit > Java
pytest > Python
Vitest
Mockito > Java
TestNG > Java
=Cucumber
=Postman
JMeter
=Storybook
Django > Python
=Flask > Python
FastAPI > Python
=Spring | Spring Boot | Spring Framework | SpringBoot | Spring MVC > Java
=Hibernate > Java
=Maven > Java
Gradle
Blazor > .NET
Xamarin > .NET
=Ionic
Cordova
=Expo > React Native
Jetpack Compose > Kotlin
TensorFlow
PyTorch
Keras
scikit-learn | sklearn | scikit learn
=Pandas | pandas > Python
NumPy > Python
SciPy > Python
Matplotlib > Python
Jupyter | Jupyter Notebook | Jupyter Notebooks
OpenCV
Hugging Face | HuggingFace
LangChain
LlamaIndex
spaCy
NLTK
XGBoost
LightGBM
=Spark | Apache Spark | Spark SQL | Spark Streaming
PySpark > Spark, Python
Hadoop | HDFS | Apache Hadoop
MapReduce
=Hive | Apache Hive
HBase
Kafka | Apache Kafka
Kafka Streams > Kafka
=Flink | Apache Flink
=Beam | Apache Beam
=Airflow | Apache Airflow
dbt
=Snowflake
Redshift | Amazon Redshift > AWS
BigQuery > GCP
Databricks > Spark
=Presto | PrestoDB
Trino
=Druid | Apache Druid
ClickHouse
=Tableau
Power BI | PowerBI
=Looker
Metabase
=Superset | Apache Superset
Kibana
Grafana
=Prometheus
Datadog
New Relic | NewRelic
Splunk
Elasticsearch | Elastic Search | ElasticSearch
ELK | ELK Stack > Elasticsearch
Logstash
OpenSearch
Solr | Apache Solr
Lucene
=Jaeger
OpenTelemetry | OTel
=Sentry
PagerDuty
Nagios
Zabbix
PostgreSQL | Postgres | Postgre SQL | PSQL > SQL
MySQL > SQL
MariaDB > SQL
SQLite > SQL
SQL Server | MSSQL | MS SQL | Microsoft SQL Server | MS SQL Server > SQL
Oracle Database | Oracle DB | Oracle SQL > SQL
MongoDB | Mongo | Mongoose > NoSQL
=Cassandra | Apache Cassandra > NoSQL
ScyllaDB > NoSQL
DynamoDB > AWS, NoSQL
Redis
Memcached
Couchbase > NoSQL
CouchDB > NoSQL
Neo4j
Firebase
Firestore > Firebase
Supabase > PostgreSQL
CockroachDB > SQL
TiDB
InfluxDB
TimescaleDB > PostgreSQL
etcd
ZooKeeper | Apache ZooKeeper
RabbitMQ
ActiveMQ
=NATS
=Pulsar | Apache Pulsar
=Celery > Python
Sidekiq > Ruby
AWS | Amazon Web Services
EC2 | Amazon EC2 > AWS
S3 | Amazon S3 > AWS
AWS Lambda | =Lambda > AWS
ECS | Amazon ECS > AWS
EKS | Amazon EKS > AWS, Kubernetes
Fargate > AWS
RDS | Amazon RDS > AWS
=Aurora | Amazon Aurora > AWS
CloudFront > AWS
CloudFormation > AWS
CloudWatch > AWS
Route 53 | Route53 > AWS
SQS | Amazon SQS > AWS
SNS | Amazon SNS > AWS
Kinesis | Amazon Kinesis > AWS
SageMaker | Amazon SageMaker > AWS
Amazon Bedrock | AWS Bedrock > AWS
Step Functions > AWS
Amazon API Gateway | AWS API Gateway > AWS
GCP | Google Cloud | Google Cloud Platform
GKE | Google Kubernetes Engine > GCP, Kubernetes
Cloud Run | Google Cloud Run > GCP
Cloud Functions | Google Cloud Functions > GCP
App Engine | Google App Engine > GCP
Cloud Pub/Sub | Google Pub/Sub | GCP Pub/Sub > GCP
Vertex AI > GCP
Cloud Spanner > GCP
Azure | Microsoft Azure
AKS | Azure Kubernetes Service > Azure, Kubernetes
Azure Functions > Azure
Azure DevOps > Azure
Cosmos DB | CosmosDB | Azure Cosmos DB > Azure
Heroku
Vercel
Netlify
DigitalOcean | Digital Ocean
Cloudflare | Cloudflare Workers
Linode
OpenStack
VMware | vSphere
Alibaba Cloud
Oracle Cloud | OCI
Docker | Docker Compose | Dockerfile | Dockerfiles
Kubernetes | K8s | kube | k8 | kubectl | kubeadm | minikube | k3s
=Helm | Helm charts
Istio
Linkerd
=Envoy
=Consul
=Vault | HashiCorp Vault
=Nomad
Terraform
Pulumi
Ansible
=Chef
=Puppet
SaltStack
=Packer
=Vagrant
Jenkins
GitHub Actions
GitLab CI | GitLab CI/CD
CircleCI
Travis CI | TravisCI
Argo CD | ArgoCD
Spinnaker
=Bamboo
TeamCity
Git
GitHub
GitLab
Bitbucket
Jira
=Confluence
Nginx
Apache HTTP Server | Apache httpd
HAProxy
Traefik
Tomcat | Apache Tomcat
OpenShift
=Rancher
Podman
containerd
Linux
Ubuntu
Debian
CentOS
RHEL | Red Hat Enterprise Linux | Red Hat
Unix
Windows Server
macOS | OS X
iOS
Android
Figma
=Sketch
Adobe XD
Photoshop
=Illustrator
InDesign
=After Effects | Adobe After Effects
=Excel | Microsoft Excel | MS Excel
PowerPoint
MS Office | Microsoft Office
Salesforce
SAP | SAP HANA | SAP ERP
ServiceNow
=Workday
HubSpot
Zendesk
Shopify
WordPress
Magento
Twilio
SendGrid
Auth0
Okta
Keycloak
=Unity | Unity3D
Unreal Engine | =Unreal
Arduino
Raspberry Pi
RTOS | FreeRTOS
Ethereum
Solana
Hyperledger
Blockchain | blockchains
Web3
JSON
XML
YAML
=Avro | Apache Avro
Parquet | Apache Parquet
OWASP
Burp Suite
Metasploit
Wireshark
Nmap
Machine Learning | ML
Deep Learning > Machine Learning
Reinforcement Learning > Machine Learning
Computer Vision > Machine Learning
Natural Language Processing | NLP
Large Language Models | Large Language Model | LLM | LLMs
Generative AI | GenAI | Gen AI
Artificial Intelligence
Data Science
MLOps
DevOps
CI/CD | CICD
Site Reliability Engineering | SRE

# language
English
Hindi
Bengali | Bangla
Tamil
Telugu
Marathi
Gujarati
Kannada
Malayalam
Punjabi
Urdu
Odia | Oriya
Assamese
Sanskrit
Japanese
Mandarin | Chinese
Cantonese
Korean
French
German
Spanish
Portuguese
Italian
Russian
Arabic
Dutch
Swedish
Norwegian
Danish
Finnish
=Polish
Czech
Greek
Turkish
Hebrew
Persian | Farsi
Thai
Vietnamese
Indonesian | Bahasa Indonesia | Bahasa
Malay
Tagalog | Filipino
Swahili
Ukrainian
Romanian
Hungarian
Sign Language | ASL | American Sign Language

# certification
AWS Certified | AWS Certification | AWS Certifications
AWS Certified Solutions Architect | AWS Solutions Architect | AWS Certified Solutions Architect Associate | AWS Certified Solutions Architect Professional | Solutions Architect Associate | AWS SAA > AWS Certified
AWS Certified Developer | AWS Developer Associate > AWS Certified
AWS Certified SysOps Administrator | AWS SysOps > AWS Certified
AWS Certified DevOps Engineer > AWS Certified
AWS Certified Cloud Practitioner | AWS Cloud Practitioner > AWS Certified
AWS Certified Machine Learning > AWS Certified
AWS Certified Security > AWS Certified
CKA | Certified Kubernetes Administrator
CKAD | Certified Kubernetes Application Developer
CKS | Certified Kubernetes Security Specialist
Google Cloud Certified | Professional Cloud Architect | Google Cloud Professional | Associate Cloud Engineer
Microsoft Certified | Azure Certified
AZ-900 | Azure Fundamentals > Microsoft Certified
AZ-104 | Azure Administrator > Microsoft Certified
AZ-204 | Azure Developer Associate > Microsoft Certified
AZ-305 | Azure Solutions Architect > Microsoft Certified
Terraform Associate | HashiCorp Certified
PMP | Project Management Professional
PRINCE2
CAPM
CSM | Certified ScrumMaster | Certified Scrum Master | Scrum Master
PSM | Professional Scrum Master
SAFe | Scaled Agile
ITIL
Six Sigma | Lean Six Sigma
Green Belt > Six Sigma
Black Belt > Six Sigma
CISSP
CISM
CISA
CEH | Certified Ethical Hacker
OSCP
CompTIA
Security+ | CompTIA Security+ > CompTIA
Network+ | CompTIA Network+ > CompTIA
CCNA
CCNP
CCIE
RHCSA
RHCE
MCSE
MCSA
TOGAF
CFA
CPA
ACCA
FRM
Oracle Certified | OCJP | OCPJP

# clearance
clearance | security clearance | government clearance | active clearance | clearances | cleared candidate | security-cleared | security cleared
secret clearance | secret-level clearance > clearance
top secret | top secret clearance | TS clearance > secret clearance
TS/SCI | SCI > top secret
SC clearance | SC-cleared | SC cleared | security check clearance > clearance
DV clearance | DV-cleared | DV cleared | developed vetting > SC clearance
NV1 | NV2 | baseline clearance > clearance
polygraph | full scope polygraph | CI polygraph > clearance
public trust | public trust clearance > clearance

# degree
bachelor's | bachelors | bachelor | bachelor's degree | bachelors degree | undergraduate degree | bachelor of
B.Tech | B.Tech. | BTech | B. Tech | B Tech | Bachelor of Technology > bachelor's
B.E. | =BE | Bachelor of Engineering > bachelor's
B.S. | =BS | BSc | B.Sc | B.Sc. | Bachelor of Science > bachelor's
B.A. | =BA | Bachelor of Arts > bachelor's
BCA | Bachelor of Computer Applications > bachelor's
BBA | Bachelor of Business Administration > bachelor's
B.Com | BCom | Bachelor of Commerce > bachelor's
master's | masters | master's degree | masters degree | postgraduate degree | graduate degree | master of
M.Tech | M.Tech. | MTech | M. Tech | Master of Technology > master's
M.E. | Master of Engineering > master's
M.S. | =MS | MSc | M.Sc | M.Sc. | Master of Science > master's
M.A. | Master of Arts > master's
MBA | Master of Business Administration > master's
MCA | Master of Computer Applications > master's
PhD | Ph.D. | Ph.D | Ph. D. | doctorate | doctoral degree | Doctor of Philosophy | DPhil

# organisation
Google | =Alphabet | Googler
Amazon | Amazon.com
Microsoft
=Meta | Facebook | Meta Platforms
=Apple | Apple Inc
Netflix
=Uber
Airbnb
=Stripe
Twitter
LinkedIn
IBM
=Intel
NVIDIA
AMD
=Oracle
=Adobe
Cisco
Infosys
TCS | Tata Consultancy Services
Wipro
HCL | HCLTech | HCL Technologies
Tech Mahindra
Cognizant
Capgemini
Accenture
Deloitte
PwC | PricewaterhouseCoopers
=EY | Ernst & Young
KPMG
McKinsey | McKinsey & Company
BCG | Boston Consulting Group
Bain & Company
Goldman Sachs
JPMorgan | J.P. Morgan | JP Morgan | JPMorgan Chase
Morgan Stanley
Citi | Citibank | Citigroup
HSBC
Barclays
Deutsche Bank
Mastercard
PayPal
Flipkart
Razorpay
Paytm
PhonePe
Zomato
Swiggy
=Ola | Ola Cabs
Myntra
Meesho
=CRED
Zerodha
Freshworks
Zoho
Byju's | BYJU'S | Byjus
=Reliance | Reliance Jio | Jio
Airtel | Bharti Airtel
Walmart
Samsung
Sony
Tesla
SpaceX
OpenAI
Anthropic
DeepMind | Google DeepMind
Spotify
Atlassian
Dropbox
=Slack
=Zoom
Snapchat | =Snap
Pinterest
Reddit
ByteDance | TikTok
Alibaba
Tencent
Baidu
Yahoo
eBay
Intuit
Booking.com
Expedia
NASA
ISRO
DRDO
=NSA
CIA
FBI
DoD | Department of Defense | Pentagon
MIT | Massachusetts Institute of Technology
Stanford | Stanford University
Harvard | Harvard University
UC Berkeley | =Berkeley
CMU | Carnegie Mellon | Carnegie Mellon University
Caltech
=Oxford | University of Oxford
=Cambridge | University of Cambridge
Princeton
=Yale
Columbia University
Cornell
IIT | IITs | Indian Institute of Technology
IIM | Indian Institute of Management
=NIT | National Institute of Technology
BITS Pilani | =BITS
IIIT | International Institute of Information Technology
IISc | Indian Institute of Science
ETH Zurich
NUS | National University of Singapore
Georgia Tech
UCLA
Y Combinator | YC

# title
senior | Sr. | =Sr | Snr
staff engineer | staff software engineer | staff-level
principal engineer | principal software engineer
distinguished engineer
lead engineer | tech lead | technical lead | team lead | engineering lead | lead developer
engineering manager | engineering managers | managed a team | people manager
director | director of engineering
head of
VP | vice president
CTO | chief technology officer
CEO | chief executive officer
CFO | COO | CIO | CISO | CPO
founder | co-founder | cofounder | founding engineer
architect | solutions architect | software architect | enterprise architect

# claim
certified | certification | certifications | certificate | certificates | cert | certs
licensed | licensure
fluent | fluency | fluently | native speaker | native-level | native proficiency | mother tongue | bilingual | trilingual | multilingual | polyglot
patent | patents | patented | patent-pending
award | awards | awarded | award-winning | prize | prizes | medal | medalist | valedictorian
scholarship | scholarships
honours | honors | with distinction | cum laude | magna cum laude | summa cum laude | dean's list | first class with distinction | gold medal | gold medalist | rank holder | topper
publication | publications | peer-reviewed
citizen | citizenship | green card | permanent resident | permanent residency

# ignore
R&D
Q&A
P&L
M&A
A/B testing | A/B test | A/B tests
go-live | go live | go-to-market | go to market
package manager | package managers
e.g.
TLS certificate | TLS certificates | SSL certificate | SSL certificates | X.509 certificate | X.509 certificates | certificate authority | certificate rotation
i.e.
etc.
`;
