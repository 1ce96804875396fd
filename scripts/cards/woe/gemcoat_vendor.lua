-- Gemcoat Vendor (WoE 095): Action: Steal 1 æmber. Deal 1 damage to Gemcoat Vendor.
return {
	action = function(ctx)
		ctx:steal(1)
		ctx:deal_damage(ctx.this, 1)
	end,
}
