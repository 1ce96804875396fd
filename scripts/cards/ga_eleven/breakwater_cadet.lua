-- Breakwater Cadet: [Class Bonus] On Attack: target player puts the top two cards of their
-- deck into their graveyard. The player is chosen as the ability resolves (our reading for
-- triggered abilities: marksman_captain.lua).
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: a player mills two (class bonus)",
			applies = function(ctx)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local whose = ctx:choose({
					prompt = "the player who puts the top two cards of their deck into their graveyard",
					options = { "opponent", "you" },
					min = 1,
					max = 1,
				})[1]
				local player = whose == "you" and ctx.controller or ctx.opponent
				for _, card in ipairs(ctx:top(2, player)) do
					ctx:move(card, "graveyard")
				end
			end,
		},
	},
}
