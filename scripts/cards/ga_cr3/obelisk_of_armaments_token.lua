-- Obelisk of Armaments (a domain token): (5), REST: summon an Aurousteel Greatsword token.
-- This ability costs (1) less for each domain you control.
return {
	statics = {
		{
			ability = "arm",
			self_only = true,
			reduce = function(ctx)
				return ctx:count({ type = "domain", controller = "you" })
			end,
		},
	},
	activated = {
		arm = {
			resolve = function(ctx)
				ctx:create_token("aurousteel_greatsword_token")
			end,
		},
	},
}
