-- Raince Furyheart (AS 036): Skirmish (data). Before Fight: Exalt the creature Raince
-- Furyheart fights (1 æmber from the common supply on it).
return {
	before_fight = function(ctx, fought)
		ctx:rule("exalt", fought)
	end,
}
