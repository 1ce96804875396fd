-- Halo of Enlightenment (WoE 180), upgrade: This creature cannot be attacked (the keyword
-- `not_fightable`) while its controller controls a token creature. Play: Make a token
-- creature.
return {
	statics = {
		{
			grant = "not_fightable",
			applies_to = function(ctx, obj)
				local host = ctx.this:attached_to()
				if host == nil or obj ~= host then
					return false
				end
				local side = host:controller() == ctx.controller and "you" or "opponent"
				return #ctx:rule("token_creatures", side) > 0
			end,
		},
	},
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
}
