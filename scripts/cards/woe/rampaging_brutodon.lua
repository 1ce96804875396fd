-- Rampaging Brutodon (WoE 247): In order to use Rampaging Brutodon, you must destroy a
-- friendly creature (itself included). Play: Make a token creature. The cost is its
-- `use_cost`, paid as each use begins, before the use's own effect (KF-USE-COST-1): a
-- creature a ward keeps in play, or Brutodon destroying itself, leaves the use with
-- nothing more to do.
return {
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
	use_cost = function(ctx, _use)
		local pick = ctx:choose({
			prompt = "Destroy which friendly creature to use Rampaging Brutodon?",
			objects = ctx:objects({ zone = "battleline", controller = "you" }),
		})[1]
		if pick == nil then
			return false
		end
		return ctx:destroy(pick)
	end,
}
