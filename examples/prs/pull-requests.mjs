// 30 GitHub-shaped pull requests, generated deterministically (no network, same bytes on every machine).
// Shaped like the REST API's pulls objects: every PR repeats full user, head and base repository objects, which is
// what a pass-through tool sends the model.

const OWNER = 'acme';
const REPO = 'widgets';
const API = 'https://api.github.com';
const WEB = 'https://github.com';

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = (
  'add fix remove refactor parser cache retry budget token cursor page limit schema tool server client ' +
  'docs test flaky timeout release version config default error message stream buffer encoding unicode'
).split(' ');
const LOGINS = ['octocat', 'hubot', 'monalisa', 'defunkt', 'mojombo', 'pjhyett', 'wycats', 'ezmobius'];

function user(login, id) {
  const url = `${API}/users/${login}`;
  return {
    login,
    id,
    node_id: `MDQ6VXNlcj${id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url,
    html_url: `${WEB}/${login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: 'User',
    user_view_type: 'public',
    site_admin: false,
  };
}

function repository() {
  const url = `${API}/repos/${OWNER}/${REPO}`;
  const repo = {
    id: 1296269,
    node_id: 'MDEwOlJlcG9zaXRvcnkxMjk2MjY5',
    name: REPO,
    full_name: `${OWNER}/${REPO}`,
    private: false,
    owner: user(OWNER, 583231),
    html_url: `${WEB}/${OWNER}/${REPO}`,
    description: 'Widgets for every occasion',
    fork: false,
    url,
  };
  for (const key of [
    'forks',
    'keys',
    'collaborators',
    'teams',
    'hooks',
    'issue_events',
    'events',
    'assignees',
    'branches',
    'tags',
    'blobs',
    'git_tags',
    'git_refs',
    'trees',
    'statuses',
    'languages',
    'stargazers',
    'contributors',
    'subscribers',
    'subscription',
    'commits',
    'git_commits',
    'comments',
    'issue_comment',
    'contents',
    'compare',
    'merges',
    'archive',
    'downloads',
    'issues',
    'pulls',
    'milestones',
    'notifications',
    'labels',
    'releases',
    'deployments',
  ]) {
    repo[`${key}_url`] = `${url}/${key}`;
  }
  Object.assign(repo, {
    created_at: '2011-01-26T19:01:12Z',
    updated_at: '2026-11-01T10:00:00Z',
    pushed_at: '2026-11-01T10:00:00Z',
    git_url: `git://github.com/${OWNER}/${REPO}.git`,
    ssh_url: `git@github.com:${OWNER}/${REPO}.git`,
    clone_url: `${WEB}/${OWNER}/${REPO}.git`,
    svn_url: `${WEB}/${OWNER}/${REPO}`,
    homepage: null,
    size: 108,
    stargazers_count: 80,
    watchers_count: 80,
    language: 'TypeScript',
    has_issues: true,
    has_projects: true,
    has_downloads: true,
    has_wiki: true,
    has_pages: false,
    has_discussions: false,
    forks_count: 9,
    mirror_url: null,
    archived: false,
    disabled: false,
    open_issues_count: 12,
    license: {
      key: 'mit',
      name: 'MIT License',
      spdx_id: 'MIT',
      url: `${API}/licenses/mit`,
      node_id: 'MDc6TGljZW5zZW13',
    },
    allow_forking: true,
    is_template: false,
    web_commit_signoff_required: false,
    topics: ['mcp', 'widgets'],
    visibility: 'public',
    forks: 9,
    open_issues: 12,
    watchers: 80,
    default_branch: 'main',
  });
  return repo;
}

export function pullRequests() {
  const next = random(1412);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const phrase = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const prs = [];
  for (let i = 0; i < 30; i++) {
    const number = 1400 + i;
    const login = pick(LOGINS);
    const author = user(login, 1000 + LOGINS.indexOf(login));
    const state = i % 3 === 0 ? 'closed' : 'open';
    const lines = number === 1412 ? 4000 : 3 + Math.floor(next() * 12);
    const body = Array.from({ length: lines }, (_, line) =>
      lines > 100 ? `- ${phrase(4)}` : `- ${phrase(8)} (${number}.${line})`,
    ).join('\n');
    const url = `${API}/repos/${OWNER}/${REPO}/pulls/${number}`;
    const sha = Array.from({ length: 40 }, () => '0123456789abcdef'[Math.floor(next() * 16)]).join('');
    const day = String(1 + (i % 28)).padStart(2, '0');
    prs.push({
      url,
      id: 1_900_000 + number,
      node_id: `PR_kwDOAE${number}`,
      html_url: `${WEB}/${OWNER}/${REPO}/pull/${number}`,
      diff_url: `${WEB}/${OWNER}/${REPO}/pull/${number}.diff`,
      patch_url: `${WEB}/${OWNER}/${REPO}/pull/${number}.patch`,
      issue_url: `${API}/repos/${OWNER}/${REPO}/issues/${number}`,
      number,
      state,
      locked: false,
      title: `${phrase(1)}: ${phrase(5)}`,
      user: author,
      body,
      created_at: `2026-10-${day}T09:00:00Z`,
      updated_at: `2026-11-${day}T12:00:00Z`,
      closed_at: state === 'closed' ? `2026-11-${day}T13:00:00Z` : null,
      merged_at: null,
      merge_commit_sha: sha,
      assignee: null,
      assignees: [],
      requested_reviewers: [user(pick(LOGINS), 2000 + i)],
      requested_teams: [],
      labels: [
        {
          id: 208045946,
          node_id: 'MDU6TGFiZWwyMDgwNDU5NDY=',
          url: `${API}/repos/${OWNER}/${REPO}/labels/${pick(WORDS)}`,
          name: pick(WORDS),
          description: phrase(4),
          color: 'f29513',
          default: false,
        },
      ],
      milestone: null,
      draft: i % 7 === 0,
      commits_url: `${url}/commits`,
      review_comments_url: `${url}/comments`,
      review_comment_url: `${API}/repos/${OWNER}/${REPO}/pulls/comments{/number}`,
      comments_url: `${API}/repos/${OWNER}/${REPO}/issues/${number}/comments`,
      statuses_url: `${API}/repos/${OWNER}/${REPO}/statuses/${sha}`,
      head: {
        label: `${login}:${phrase(1)}-${number}`,
        ref: `${phrase(1)}-${number}`,
        sha,
        user: author,
        repo: repository(),
      },
      base: {
        label: `${OWNER}:main`,
        ref: 'main',
        sha: sha.split('').reverse().join(''),
        user: user(OWNER, 583231),
        repo: repository(),
      },
      _links: {
        self: { href: url },
        html: { href: `${WEB}/${OWNER}/${REPO}/pull/${number}` },
        issue: { href: `${API}/repos/${OWNER}/${REPO}/issues/${number}` },
        comments: { href: `${API}/repos/${OWNER}/${REPO}/issues/${number}/comments` },
        review_comments: { href: `${url}/comments` },
        review_comment: { href: `${API}/repos/${OWNER}/${REPO}/pulls/comments{/number}` },
        commits: { href: `${url}/commits` },
        statuses: { href: `${API}/repos/${OWNER}/${REPO}/statuses/${sha}` },
      },
      author_association: 'CONTRIBUTOR',
      auto_merge: null,
      active_lock_reason: null,
    });
  }
  return prs;
}
