-- Improvised Aviation (AS 008), action: Play: the next creature you play this turn enters
-- play ready, and until the end of your turn it gains "After Fight: shuffle an artifact from
-- play into its owner's deck" (a lasting `gains`, RULE-GIVEN-USE-1). Both effects are used up
-- by that creature and follow it into play.
local NEXT_CREATURE = { zone = "stack", controller = "you", type = "creature" }

return {
	resolve = function(ctx)
		ctx:lasting({
			target = NEXT_CREATURE,
			duration = "turn",
			once = true,
			effect = { grant = "enters_ready" },
		})
		ctx:lasting({ target = NEXT_CREATURE, duration = "turn", once = true, effect = { gains = "fight" } })
	end,
	lasting_grants = {
		fight = function(ctx)
			local artifacts = ctx:objects({ zone = "artifacts", controller = "any" })
			local picked = ctx:choose({
				prompt = "Shuffle which artifact into its owner's deck?",
				objects = artifacts,
			})[1]
			if picked == nil then
				return
			end
			local owner = picked:owner()
			ctx:move(picked, "deck")
			ctx:shuffle("deck", owner)
		end,
	},
}
