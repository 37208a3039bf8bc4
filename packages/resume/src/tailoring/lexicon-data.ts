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
Angular | AngularJS | Angular.js | Angular 2+ > TypeScript
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

// Added for the job fit check (decision 047): what job postings name that the list above lacked. Curated by hand,
// grouped as the Stack Overflow Developer Survey groups technologies (web frameworks, other frameworks and libraries,
// databases, cloud platforms and services, developer tools, testing); programming languages beyond the ones above
// come from GitHub Linguist (the linguist-languages package, lexicon-languages.ts).
// Web frameworks and front-end libraries
RxJS > JavaScript
NgRx > Angular
Angular Material > Angular
Redux Toolkit | RTK > Redux
=Zustand > React
MobX > JavaScript
=Recoil > React
React Query | TanStack Query > React
React Router > React
=Remix | Remix Run > React
=Gatsby | GatsbyJS > React
=Astro | Astro.js > JavaScript
SolidJS | Solid.js > JavaScript
=Qwik > JavaScript
Preact > JavaScript
=Lit | LitElement | Lit Element > JavaScript
Alpine.js | AlpineJS > JavaScript
htmx
Vuex > Vue
=Pinia > Vue
Vuetify > Vue
=Quasar | Quasar Framework > Vue
Chakra UI > React
Ant Design | AntD
styled-components | Styled Components > React
PostCSS > CSS
Three.js | ThreeJS > JavaScript
D3.js | =D3 | D3js > JavaScript
Chart.js > JavaScript
Highcharts
WebGL
Web Components
Progressive Web Apps | =PWA | PWAs
Micro Frontends | Micro-frontends | microfrontends | Module Federation
Turborepo
=Nx | Nrwl Nx
=Lerna
=Yarn
pnpm
=Parcel
=Gulp | Gulp.js
=Grunt
ESLint
=Electron | Electron.js | ElectronJS > JavaScript
=Tauri
=Capacitor | Capacitor.js
.NET MAUI | =MAUI > .NET
Kotlin Multiplatform | KMM > Kotlin
UIKit > iOS
Core Data > iOS
RxSwift > Swift
CocoaPods
Fastlane
Xcode
Android Studio > Android
Android SDK > Android
Retrofit > Android
=Dagger | Dagger2 | Dagger Hilt > Android
// Back-end frameworks, ORMs and integration
Spring Cloud > Spring
Spring Security > Spring
Spring Batch > Spring
Spring Data | Spring Data JPA > Spring
=JPA | Java Persistence API > Java
=Quarkus > Java
Micronaut > Java
Vert.x > Java
Dropwizard > Java
Play Framework > Scala
=Akka > Scala
=Ktor > Kotlin
Gin Gonic | Gin framework > Go
=Actix | Actix Web > Rust
=Axum > Rust
=Tokio > Rust
=Tornado > Python
=Sanic > Python
aiohttp > Python
Pydantic > Python
SQLAlchemy > Python
Alembic > Python
Gunicorn > Python
Uvicorn > Python
Streamlit > Python
=Koa | Koa.js > Node
Fastify > Node
=Hapi | Hapi.js > Node
AdonisJS > Node
=Meteor | Meteor.js > JavaScript
LoopBack > Node
=Strapi > Node
=Prisma | Prisma ORM
TypeORM > TypeScript
Sequelize > Node
Knex | Knex.js > Node
Drizzle ORM
Entity Framework | Entity Framework Core | EF Core > .NET
=LINQ > .NET
=Dapper > .NET
=WCF | Windows Communication Foundation > .NET
=WPF | Windows Presentation Foundation > .NET
WinForms | Windows Forms > .NET
=Razor | Razor Pages > ASP.NET
SignalR > .NET
CodeIgniter > PHP
CakePHP > PHP
=Yii | Yii2 > PHP
Zend Framework | Laminas > PHP
=Drupal > PHP
Joomla > PHP
=Sinatra > Ruby
RSpec > Ruby
tRPC > TypeScript
Hasura > GraphQL
Socket.IO | Socket.io | SocketIO
OpenAPI | =Swagger
Kong Gateway | =Kong
Apigee
MuleSoft | Mule ESB | Anypoint
Apache Camel
=Boomi | Dell Boomi
TIBCO
IBM MQ | WebSphere MQ | MQSeries
WebSphere | IBM WebSphere
WebLogic | Oracle WebLogic
JBoss | WildFly
=IIS | Internet Information Services
Liferay
// Data, machine learning and AI
=Polars
=Dask
Ray Serve | Ray Tune | Ray cluster
MLflow
Kubeflow
Weights & Biases | =W&B | wandb
=ONNX
TensorRT
CUDA
=JAX | Google JAX
OpenAI API | ChatGPT API | GPT-4 | GPT-4o
LangGraph > LangChain
Hugging Face Transformers | HF Transformers > Hugging Face
Pinecone
Weaviate
Milvus
Qdrant
ChromaDB
FAISS
pgvector > PostgreSQL
Vector databases | vector database | vector DB
Retrieval-Augmented Generation | Retrieval Augmented Generation
Prompt Engineering
=Qlik | QlikView | Qlik Sense
SSIS | SQL Server Integration Services > SQL Server
SSRS | SQL Server Reporting Services > SQL Server
SSAS | SQL Server Analysis Services > SQL Server
Informatica | Informatica PowerCenter
Talend
Alteryx
SPSS | IBM SPSS
Fivetran
Airbyte
Kafka Connect > Kafka
Debezium
Delta Lake > Databricks
Apache Iceberg
Apache Hudi
AWS Glue > AWS
Amazon Athena | AWS Athena > AWS
Amazon EMR | AWS EMR | Elastic MapReduce > AWS
Azure Synapse | Azure Synapse Analytics | Synapse Analytics > Azure
Azure Data Factory | =ADF > Azure
Azure Databricks > Azure, Databricks
Dataflow | Google Dataflow | Cloud Dataflow > GCP
Dataproc | Google Dataproc > GCP
Looker Studio | Google Data Studio | Data Studio > GCP
Great Expectations
Dagster
Prefect
Apache NiFi | =NiFi
Sqoop | Apache Sqoop
Impala | Apache Impala
Apache Pinot
Teradata
Netezza
Vertica
Greenplum
=Db2 | IBM Db2 | DB2 > SQL
=Sybase > SQL
Informix
ArangoDB > NoSQL
JanusGraph
Amazon Neptune > AWS
Amazon DocumentDB | DocumentDB > AWS, NoSQL
Bigtable | Cloud Bigtable > GCP, NoSQL
Cloud SQL > GCP, SQL
Azure SQL | Azure SQL Database > Azure, SQL Server
Meilisearch
Algolia
Typesense
=Realm | MongoDB Realm
// Cloud services
AWS CDK | CDK > AWS
AWS SAM | Serverless Application Model > AWS
=Amplify | AWS Amplify > AWS
Cognito | Amazon Cognito > AWS
AWS IAM > AWS
Amazon VPC | AWS VPC > AWS
ElastiCache | Amazon ElastiCache > AWS
Amazon MSK | AWS MSK > AWS, Kafka
EventBridge | Amazon EventBridge > AWS
AppSync | AWS AppSync > AWS, GraphQL
Elastic Beanstalk | AWS Elastic Beanstalk > AWS
Secrets Manager | AWS Secrets Manager > AWS
AWS KMS > AWS
QuickSight | Amazon QuickSight > AWS
AWS Lake Formation > AWS
Google Cloud Storage | =GCS > GCP
Cloud Build | Google Cloud Build > GCP
Cloud Composer > GCP, Airflow
Anthos > GCP
Azure Blob Storage | Azure Storage > Azure
Azure Service Bus > Azure
Azure Event Hubs | Event Hubs > Azure
Azure Active Directory | =Azure AD | Microsoft Entra ID | Entra ID > Azure
Logic Apps | Azure Logic Apps > Azure
Azure App Service | App Service > Azure
Azure API Management > Azure
Azure OpenAI | Azure Cognitive Services | Azure AI Services > Azure
IBM Cloud
Hetzner
=OVH | OVHcloud
Akamai
=Fastly
// Infrastructure, delivery and observability
Terragrunt > Terraform
OpenTofu > Terraform
Crossplane > Kubernetes
Serverless Framework
ARM templates | Azure Resource Manager > Azure
Kustomize > Kubernetes
Skaffold > Kubernetes
FluxCD | Flux CD > Kubernetes
=Tekton > Kubernetes
Buildkite
Drone CI
Concourse CI
Harness CI | Harness.io
Octopus Deploy
Azure Pipelines > Azure DevOps
=Bazel
Conan
vcpkg
Nexus Repository | Sonatype Nexus
Artifactory | JFrog Artifactory | JFrog
SonarQube | SonarCloud
=Snyk
Checkmarx
Veracode
=Trivy
Falco
Prisma Cloud
=Wiz
CrowdStrike
SentinelOne
Ping Identity | PingFederate
CyberArk
Palo Alto Networks | Palo Alto firewalls
Fortinet | FortiGate
Zscaler
Juniper
F5 | F5 BIG-IP
pfSense
iptables
WireGuard
OpenVPN
Suricata
=Snort
QRadar | IBM QRadar
ArcSight
Microsoft Sentinel | Azure Sentinel
Nessus
Qualys
OWASP ZAP | ZAP Proxy
Kali Linux > Linux
Ghidra
IDA Pro
Grafana Loki | =Loki
Thanos
Alertmanager > Prometheus
Dynatrace
AppDynamics
Honeycomb
Instana
SolarWinds
=PRTG
Graylog
Fluentd
Fluent Bit
Filebeat > Elasticsearch
// Testing
Testing Library | React Testing Library > React
Enzyme > React
=Karma > JavaScript
=Jasmine > JavaScript
Protractor > Angular
WebdriverIO | WDIO
TestCafe
Nightwatch | Nightwatch.js
=Appium
Espresso > Android
XCUITest | XCTest > iOS
=Detox > React Native
Robot Framework | RobotFramework
SpecFlow > .NET
Behave > Python
Capybara > Ruby
PHPUnit > PHP
NUnit > .NET
xUnit | xUnit.net > .NET
MSTest > .NET
Gatling
Locust
=k6 | Grafana k6
LoadRunner
SoapUI
REST Assured | RestAssured > Java
Karate DSL | Karate framework
Selenium WebDriver | Selenium Grid > Selenium
BrowserStack
Sauce Labs
LambdaTest
TestRail
Zephyr Scale | Zephyr for Jira
Xray for Jira
HP ALM | Quality Center | Micro Focus ALM
UFT | QTP | Unified Functional Testing
=Tosca | Tricentis Tosca
Katalon | Katalon Studio
Ranorex
TestComplete
// Embedded, hardware and games
Embedded Linux > Linux
=Yocto | Yocto Project
Zephyr RTOS > RTOS
AUTOSAR
CAN bus | CAN protocol
Modbus
=FPGA | FPGAs
=PLC | PLCs | PLC programming
SCADA
=STM32
ESP32
ARM Cortex | Cortex-M
Godot | Godot Engine
Cocos2d | Cocos2d-x | Cocos Creator
DirectX
OpenGL
Vulkan
Babylon.js
// Enterprise platforms
SAP S/4HANA | S/4HANA | S4HANA > SAP
SAP Fiori | =Fiori > SAP
SAPUI5 | UI5 | OpenUI5 > SAP
Lightning Web Components | =LWC > Salesforce
Visualforce > Salesforce
=SOQL > Salesforce
Salesforce CRM | Sales Cloud | Service Cloud > Salesforce
Dynamics 365 | Microsoft Dynamics | Dynamics CRM | D365
Power Apps | PowerApps
Power Automate | Microsoft Flow
Power Platform
SharePoint | SharePoint Online
Oracle EBS | Oracle E-Business Suite
Oracle Fusion
NetSuite | Oracle NetSuite
=Odoo
Guidewire
=Pega | Pegasystems | Pega PRPC
Appian
OutSystems
Mendix
UiPath
Automation Anywhere
Blue Prism
// Enterprise data, mainframe, content management and workplace IT
IBM DataStage | DataStage
Ab Initio
Mainframe | Mainframes | z/OS
CICS
=IMS DB
AS/400 | AS400 | iSeries | IBM i
Oracle Forms | Oracle Reports
Siebel | Oracle Siebel
Sitecore
Adobe Experience Manager | =AEM
Citrix | Citrix XenApp
Active Directory
Microsoft 365 | Office 365 | O365 | M365
Intune | Microsoft Intune
SCCM | MECM | Configuration Manager
// Systems, native and hardware design
=Qt | Qt Framework | QML
=MFC | Microsoft Foundation Classes
Win32 | Win32 API | WinAPI
Boost C++ | Boost libraries
ZeroMQ | ZMQ
=DPDK
eBPF
Linux kernel | kernel development | device drivers > Linux
SystemC
=UVM | Universal Verification Methodology
AutoCAD
SolidWorks
=CATIA
=ANSYS
=Blender
Revit
// Tools and platforms whose knowledge decides little (the fit check counts them as baseline)
=npm
Microsoft Teams | MS Teams
=Trello
=Asana
Visual Studio Code | VS Code | VSCode
=Visual Studio
IntelliJ IDEA | IntelliJ
Eclipse IDE

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
// Added for the job fit check (decision 047), by hand: certifications job postings ask for.
ISTQB | ISTQB Foundation | ISTQB certified | ISTQB CTFL
CSTE
PMI-ACP
GIAC | GSEC > GIAC
CCSP
CompTIA A+ | A+ certification > CompTIA
Linux+ | CompTIA Linux+ > CompTIA
LPIC | LPIC-1
Salesforce Certified | Salesforce Administrator | Salesforce Platform Developer | Salesforce Certified Administrator
Databricks Certified | Databricks Certification
SnowPro | SnowPro Core
AZ-400 | Azure DevOps Engineer Expert > Microsoft Certified
DP-203 | Azure Data Engineer Associate > Microsoft Certified
AI-102 > Microsoft Certified
PL-300 | Power BI Data Analyst > Microsoft Certified
CRISC
CIPP | CIPP/E
ISO 27001 Lead Auditor | ISO 27001 Lead Implementer
CKA Certified > CKA

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
// Added for the job fit check (decision 047): clearances by country, as postings write them. United States (Secret,
// Top Secret, TS/SCI, Q and L of the Department of Energy, Public Trust), United Kingdom (BPSS is a pre-employment
// check, not a clearance; CTC, SC, DV and eDV are), Australia (AGSVA Baseline, NV1, NV2, PV), Canada (Reliability
// Status, Secret, Top Secret), France (habilitation), Germany (Sicherheitsüberprüfung Ü1-Ü3), New Zealand (NZSIS).
Q clearance | DOE Q | Q-cleared > clearance
L clearance | DOE L > clearance
CTC clearance | CTC cleared | Counter Terrorist Check > clearance
eDV | enhanced DV > DV clearance
AGSVA | AGSVA clearance | Negative Vetting | Positive Vetting | PV clearance > clearance
Reliability Status | Enhanced Reliability | reliability clearance > clearance
habilitation secret défense | habilitation confidentiel défense | habilitation défense | habilitable secret défense > clearance
Sicherheitsüberprüfung | Ü2 | Ü3 > clearance
NZSIS clearance | NZSIS > clearance

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
